import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApiForTests } from '../../test/api-server.ts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { api, setApiUserId } from './client.ts';

interface Report {
  url: string;
  error: { status: number; code: string; message: string };
  config: { method: string };
  userId: number | null;
}

// A real HTTP server standing where the API is: it answers the ways a failing call can, and keeps the failure
// reports the client posts to the log endpoint.
let reports: Report[];

function answer(path: string, respond: (send: (status: number, body: string, type?: string) => void, drop: () => void) => void) {
  handlers.set(path, respond);
}
const handlers = new Map<string, Parameters<typeof answer>[1]>();

serveApiForTests(({ path, body, drop }, response) => {
  if (path === '/api/v1/log/httpErrorLog') {
    reports.push(JSON.parse(body.toString()) as Report);
    response.writeHead(500).end();
    return;
  }
  const send = (status: number, text: string, type = 'application/json') => response.writeHead(status, { 'Content-Type': type }).end(text);
  handlers.get(path)?.(send, drop);
});

beforeEach(() => {
  reports = [];
  setApiUserId(null);
});

answer('/api/v1/broken', (send) => send(500, JSON.stringify({ status: 500, code: 'internal', message: 'internal', detail: '잠시 후 다시 시도해 주세요.', data: { id: 3 } })));
answer('/api/v1/behind-proxy', (send) => send(502, '<html><body>Bad Gateway</body></html>', 'text/html'));
answer('/api/v1/gone', (_send, drop) => drop());
answer('/api/v1/visitor', (send) => send(401, JSON.stringify({ status: 401, code: 'not_login', message: 'not login', detail: '' })));
answer('/api/v1/slow', () => undefined);

describe('a failed call', () => {
  it('rethrows the error body the server sent, and reports the failure with the address, method and user', async () => {
    setApiUserId(7);
    const error = await api.get('/api/v1/broken', { page: 2 }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'internal', messageKey: 'internal', detail: '잠시 후 다시 시도해 주세요.', data: { id: 3 } });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({
      url: '/api/v1/broken?page=2',
      error: { status: 500, code: 'internal', message: 'internal' },
      config: { method: 'GET' },
      userId: 7,
    });
  });

  it('throws a stand-in error with the raw text when the answer is not the API’s JSON, and reports it', async () => {
    const error = await api.post('/api/v1/behind-proxy', { a: 1 }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: 502, messageKey: 'internal', detail: '<html><body>Bad Gateway</body></html>' });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ url: '/api/v1/behind-proxy', error: { status: 502 }, config: { method: 'POST' }, userId: null });
  });

  it('throws a network error when no answer comes at all, and reports it', async () => {
    const error = await api.get('/api/v1/gone').catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS, code: 'network' });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ url: '/api/v1/gone', error: { status: NETWORK_ERROR_STATUS, code: 'network' } });
  });

  it('does not report a visitor’s 401, a cancelled call, or a failure of the report itself', async () => {
    await expect(api.get('/api/v1/visitor')).rejects.toMatchObject({ status: 401, messageKey: 'not login' });
    const controller = new AbortController();
    const cancelled = api.get('/api/v1/slow', undefined, controller.signal).catch((thrown: unknown) => thrown);
    controller.abort();
    expect(await cancelled).not.toBeInstanceOf(ApiError);
    // The log endpoint answers 500 here: its own failure must not be reported again, round and round.
    await expect(api.post('/api/v1/log/httpErrorLog', { url: '/x' })).rejects.toMatchObject({ status: 500 });
    await api.get('/api/v1/broken').catch(() => undefined);
    await vi.waitFor(() => expect(reports.map((report) => report.url)).toContain('/api/v1/broken'));
    // Two posts reached the log: the test's own, and the report of /api/v1/broken; none about the log or the others.
    expect(reports.map((report) => report.url)).toEqual(['/x', '/api/v1/broken']);
  });
});
