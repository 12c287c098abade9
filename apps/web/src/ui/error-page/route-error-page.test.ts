import { createElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from 'react-router';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import '../../test/render-address.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { applyLocale } from '../../i18n/setup.ts';
import { RouteErrorPage } from './route-error-page.tsx';

/** The route's page, which its failing loader never lets render. */
const NeverShown = () => null;

/** The error page a route shows when its loader throws `failure`, rendered as the server renders (lazy parts waited for). */
async function pageForFailure(failure: unknown, path = '/broken') {
  await applyLocale(path.startsWith('/en') ? 'en' : 'ko');
  const routes = [
    {
      path: '/*',
      loader: () => {
        throw failure;
      },
      Component: NeverShown,
      errorElement: createElement(RouteErrorPage),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('the route redirected');
  const { prelude } = await prerenderToNodeStream(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
  let html = '';
  for await (const part of prelude) html += String(part);
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.querySelector('.error-page') as unknown as HTMLElement | null;
}

describe("route errors use the error's status, or 500", { timeout: 30_000 }, () => {
  it("shows an answer's status and its text", async () => {
    const page = await pageForFailure(data('The service is resting', { status: 503 }));
    expect(page?.dataset.testid).toBe('error-page-503');
    expect(page?.querySelector('.error-code')?.textContent).toBe('오류 코드 503');
    expect(page?.querySelector('.error-message')?.textContent).toBe('The service is resting');
  });

  it("shows a failed call's status and the server's text", async () => {
    const page = await pageForFailure(new ApiError({ status: 403, code: 'forbidden', message: 'forbidden', detail: 'Only hosts may look here.' }, 403), '/en/broken');
    expect(page?.dataset.testid).toBe('error-page-403');
    expect(page?.querySelector('.error-code')?.textContent).toBe('Error code 403');
    expect(page?.querySelector('.error-message')?.textContent).toBe('Only hosts may look here.');
  });

  it('shows 500 for a failure that carries no status', async () => {
    const page = await pageForFailure(new TypeError('x is undefined'));
    expect(page?.dataset.testid).toBe('error-page-500');
    expect(page?.querySelector('.error-message')).toBeNull();
  });

  it('shows 500 for a call that never got an answer', async () => {
    const page = await pageForFailure(new ApiError({ message: 'network' }, 0));
    expect(page?.dataset.testid).toBe('error-page-500');
  });

  it('shows the 404 page for an answer of 404', async () => {
    const page = await pageForFailure(data(null, { status: 404 }), '/en/broken');
    expect(page?.dataset.testid).toBe('error-page-404');
    expect(page?.querySelector('h1')?.textContent).toBe('This page could not be found');
  });
});
