import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi } from 'vitest';

export interface ApiRequest {
  method: string;
  /** The address's path, without its query. */
  path: string;
  body: Buffer;
  /** Drops the connection without an answer, as a failing network does. */
  drop: () => void;
}

/**
 * A real HTTP server standing where the API is, for a test file: `respond` answers each request, and `fetch`
 * resolves the page's relative addresses against it as a browser resolves them against the page. `base` holds its
 * origin once the file's tests run.
 */
export function serveApiForTests(respond: (request: ApiRequest, response: ServerResponse) => void): { base: string } {
  const served = { base: '' };
  let server: Server | undefined;
  beforeAll(async () => {
    const listening = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        respond({ method: request.method ?? 'GET', path, body: Buffer.concat(chunks), drop: () => request.socket.destroy() }, response);
      });
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    served.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, served.base), init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise((resolve) => server?.close(resolve));
  });
  return served;
}
