import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Who may trigger a GET that changes state (the spec names these as GETs, so they cannot become POSTs):
 * `navigation` only a top-level page load from the platform itself or the address bar (the GET log-in);
 * `script` only the platform's own scripts (fetch), never an image, a frame or another site.
 */
export type FetchGuard = 'navigation' | 'script';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refuses this route to requests whose Fetch Metadata shows another site or a subresource. */
    fetchGuard?: FetchGuard;
  }
}

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reads the browser's Fetch Metadata. Clients that send none (curl, the Python client, API tokens) are not
 * browsers a page can steer, so they pass; every browser that sends `Sec-Fetch-Site` must match the guard.
 */
export function passesFetchGuard(request: FastifyRequest, guard: FetchGuard): boolean {
  const site = headerOf(request, 'sec-fetch-site');
  if (site === undefined) return true;
  const mode = headerOf(request, 'sec-fetch-mode');
  const dest = headerOf(request, 'sec-fetch-dest');
  if (guard === 'navigation') return (site === 'same-origin' || site === 'none') && mode === 'navigate' && dest === 'document';
  return site === 'same-origin' && (mode === 'cors' || mode === 'same-origin') && dest === 'empty';
}

/** One hook for every route that declares `config: { fetchGuard }`: refused before the handler runs. */
export function registerFetchGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config.fetchGuard;
    if (guard && !passesFetchGuard(request, guard)) throw new AppError('cross_site_request', 'cross_site_request');
  });
}
