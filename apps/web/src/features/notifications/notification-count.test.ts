import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query-client.ts';
import { sessionKey } from '../session/session-query.ts';
import { badgeText, fetchUnreadCount } from './notification-count.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('fetchUnreadCount', () => {
  it('reads the count', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 1, message: 'ok', data: { count: 4 } })),
    );
    expect(await fetchUnreadCount()).toBe(4);
  });

  it('logs out when the server answers not login (spec section 7)', async () => {
    queryClient.setQueryData(sessionKey, { id: 1, name: 'member' });
    const fetch = vi.fn(async (url: string) =>
      url === '/api/gnb/noti_cnt' ? json(401, { status: 401, code: 'unauthenticated', message: 'not login', detail: '' }) : json(200, { status: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await fetchUnreadCount()).toBe(0);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/gnb/noti_cnt', '/api/login/logout']);
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
  });

  it('lets other failures through without logging out', async () => {
    queryClient.setQueryData(sessionKey, { id: 1, name: 'member' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { status: 503, code: 'unavailable', message: 'unavailable', detail: '' })),
    );
    await expect(fetchUnreadCount()).rejects.toMatchObject({ status: 503 });
    expect(queryClient.getQueryData(sessionKey)).toEqual({ id: 1, name: 'member' });
  });
});

describe('badgeText', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
