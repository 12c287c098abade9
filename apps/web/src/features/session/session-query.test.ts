import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query-client.ts';
import { readCookiesFromRequest } from '../../lib/cookies.ts';
import { serveApiForTests } from '../../test/api-server.ts';
import { loadSessionUser, sessionKey } from './session-query.ts';

// Spec section 8: a failed user fetch is only logged; the page goes on as for a visitor. A real HTTP server stands
// where the API is and answers /api/myinfo as the test says.
let myinfo: { status: number; body: unknown };
let asked: string[];
const reported: string[] = [];

serveApiForTests(({ method, path, body }, response) => {
  asked.push(`${method} ${path}`);
  if (path === '/api/v1/log/httpErrorLog') reported.push((JSON.parse(body.toString()) as { url: string }).url);
  const answer = path === '/api/myinfo' ? myinfo : { status: 200, body: { status: 1, message: 'ok', data: null } };
  response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
});

beforeEach(() => {
  asked = [];
  reported.length = 0;
  queryClient.removeQueries({ queryKey: sessionKey });
  readCookiesFromRequest('is_login=1');
});

describe('the session lookup', () => {
  it('counts a failed lookup as logged out, and only logs the failure', async () => {
    myinfo = { status: 500, body: { status: 500, code: 'internal', message: 'internal', detail: '' } };
    expect(await loadSessionUser()).toBeNull();
    await vi.waitFor(() => expect(reported).toEqual(['/api/myinfo']));
    expect(asked).not.toContain('POST /api/login/logout');
  });

  it('logs out on "no data", which leaves cookies of an account that is gone', async () => {
    myinfo = { status: 401, body: { status: 401, code: 'unauthorized', message: 'no data', detail: '' } };
    expect(await loadSessionUser()).toBeNull();
    await vi.waitFor(() => expect(asked).toContain('POST /api/login/logout'));
  });

  it('asks nobody without the login flag', async () => {
    readCookiesFromRequest('');
    expect(await loadSessionUser()).toBeNull();
    expect(asked).toEqual([]);
  });

  it('finds the member in the first element of the answer', async () => {
    myinfo = { status: 200, body: { status: 1, message: 'ok', data: [{ id: 5, name: '마당' }] } };
    expect(await loadSessionUser()).toMatchObject({ id: 5, name: '마당' });
  });
});
