import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
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
import { resolveLazyRoutes } from './app/server-render/resolve-lazy-routes.ts';

listenForPreloadErrors();

const app = (router: DataRouter) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
const { routes, patchRoutesOnNavigation } = appRoutesFor(window.location.pathname);
const rendered = readRenderState(container);

if (rendered) {
  // The server rendered the first screen: the browser takes it over with the same catalog, route modules and
  // query answers, so its first render matches the markup already on screen.
  // The language first: the route modules load their catalog namespaces in the language current when they load.
  await applyLocale(localeFromPath(window.location.pathname));
  await resolveLazyRoutes(routes, window.location);
  hydrate(queryClient, rendered.queries);
  hydrateRoot(container, app(createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData: rendered.router })));
} else {
  createRoot(container).render(app(createBrowserRouter(routes, { patchRoutesOnNavigation })));
}

attachWebFontsAfterFirstPaint();
