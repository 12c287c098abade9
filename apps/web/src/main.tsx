import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router';
import './i18n/setup.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import { applyLocale } from './i18n/setup.ts';
import { queryClient } from './lib/api/query-client.ts';
import { localeFromPath } from './lib/locale-path.ts';
import { appRoutesFor } from './app/routing/router.tsx';
import { listenForPreloadErrors } from './app/chunk-reload.ts';
import { attachWebFontsAfterFirstPaint } from './styles/web-fonts.ts';
import { readRenderState } from './app/server-render/read-render-state.ts';
import type { RenderState } from './app/server-render/render-state.ts';
import { loadLazyParts } from './ui/lazy-part.tsx';
import { resolveLazyRoutes } from './app/server-render/resolve-lazy-routes.ts';

listenForPreloadErrors();

const app = (router: DataRouter) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * Takes over the first screen the server rendered, with the same catalog, route modules and query answers, so the
 * browser's first render matches the markup already on screen. A function, not top-level await: the bundler would
 * otherwise move every module the page chunks share with the entry into chunks of their own, so that none imports
 * an entry still waiting (about 9 KB more of the first visit's JavaScript, in 40 files).
 */
async function hydrateRenderedScreen(container: HTMLElement, rendered: RenderState): Promise<void> {
  const { routes, patchRoutesOnNavigation } = appRoutesFor(window.location.pathname);
  // The language first: the route modules load their catalog namespaces in the language current when they load.
  await applyLocale(localeFromPath(window.location.pathname));
  await Promise.all([resolveLazyRoutes(routes, window.location), loadLazyParts(rendered.parts)]);
  for (const query of rendered.queries) queryClient.setQueryData(query.key, query.data, { updatedAt: query.updatedAt });
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData: rendered.router });
  // As a transition, React hydrates in slices that yield to the browser between them, not in one long task: the page
  // is already on screen, and a tap meanwhile is answered between slices.
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
}

const container = document.getElementById('root')!;
const rendered = readRenderState(container);
if (rendered) {
  void hydrateRenderedScreen(container, rendered);
} else {
  const { routes, patchRoutesOnNavigation } = appRoutesFor(window.location.pathname);
  createRoot(container).render(app(createBrowserRouter(routes, { patchRoutesOnNavigation })));
}

attachWebFontsAfterFirstPaint();
