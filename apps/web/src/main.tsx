import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import './i18n/setup.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import { queryClient } from './lib/api/query-client.ts';
import { createAppRouter } from './app/routing/router.tsx';
import { listenForPreloadErrors } from './app/chunk-reload.ts';
import { attachWebFontsAfterFirstPaint } from './styles/web-fonts.ts';

listenForPreloadErrors();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);

attachWebFontsAfterFirstPaint();
