import { QueryClientProvider } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { installBrowserGlobals, removeBrowserGlobals } from './browser-globals.ts';
import { act, createElement, type ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import './render-address.ts';

// A file that renders on the "server" (render-address.ts) must not also render here: React's server and browser
// renderers would share the same contexts in one process.

export interface InBrowser {
  window: Window;
  document: Document;
  /** Lets React, timers and lazy chunks work until `ready` holds. */
  until: (ready: () => boolean) => Promise<void>;
  /** Clicks `element` as a mouse does, and lets React answer. */
  click: (element: Element | null | undefined) => Promise<void>;
  /** Unmounts and takes the browser's globals away. */
  close: () => Promise<void>;
}

/** What `build` makes, rendered by React in a happy-dom browser at `url`; `build` runs once the browser is in place. */
export async function renderInBrowser(url: string, build: () => ReactElement | Promise<ReactElement>, cookie = ''): Promise<InBrowser> {
  const window = new Window({ url: `http://localhost${url}` });
  installBrowserGlobals(window);
  if (cookie) window.document.cookie = cookie;
  const { createRoot } = await import('react-dom/client');
  const container = window.document.createElement('div');
  window.document.body.append(container);
  const element = await build();
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container as unknown as Element);
    root.render(element);
  });
  const document = window.document as unknown as Document;
  const until = async (ready: () => boolean) => {
    // A bound only for a state that never comes: a loaded machine may take seconds to compile a lazy chunk.
    const deadline = Date.now() + 20_000;
    while (!ready() && Date.now() < deadline) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    if (!ready()) throw new Error(`never ready: ${document.body.innerHTML.slice(0, 800)}`);
  };
  const click = async (target: Element | null | undefined) => {
    if (!target) throw new Error(`nothing to click in ${document.body.innerHTML.slice(0, 800)}`);
    // The events of a mouse click in their order: some widgets (Radix triggers) answer the press, others the click.
    const view = window as unknown as typeof globalThis;
    await act(async () => {
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
        const init = { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' };
        target.dispatchEvent(type.startsWith('pointer') ? new view.PointerEvent(type, init) : new view.MouseEvent(type, init));
      }
      (target as HTMLElement).click();
    });
  };
  const close = async () => {
    open.delete(browser);
    await act(async () => root?.unmount());
    await window.happyDOM.close();
    removeBrowserGlobals(window);
  };
  const browser = { window, document, until, click, close };
  open.add(browser);
  return browser;
}

/** Browsers a test opened and has not closed. */
const open = new Set<InBrowser>();

/** For a test file whose tests open a browser: whatever a test left open is closed after it. */
export function closeBrowsersAfterEach(): void {
  afterEach(async () => {
    for (const browser of [...open]) await browser.close();
  });
}

export interface OpenApp extends InBrowser {
  router: DataRouter;
}

/**
 * The whole app in a happy-dom browser at `url`: the real route table, guards, layouts and pages in a memory
 * router, every GET answered from `answers` (one without an answer fails, as on a server without that data).
 */
export async function openInBrowser(url: string, options: { answers?: Record<string, unknown>; cookie?: string } = {}): Promise<OpenApp> {
  const [{ appRoutesFor }, { queryClient }, { answerFromServer }] = await Promise.all([
    import('../app/routing/router.tsx'),
    import('../lib/api/query-client.ts'),
    import('../lib/api/embedded-answers.ts'),
  ]);
  let router: DataRouter | undefined;
  const browser = await renderInBrowser(
    url,
    () => {
      queryClient.clear();
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
      answerFromServer(options.answers ?? {});
      const { routes, patchRoutesOnNavigation } = appRoutesFor(new URL(url, 'http://localhost').pathname);
      router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation });
      return createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router }));
    },
    options.cookie,
  );
  const app: OpenApp = {
    ...browser,
    router: router!,
    close: async () => {
      open.delete(app);
      await browser.close();
      router?.dispose();
    },
  };
  // Closed after the test as the app, router included, not as the bare browser inside it.
  open.delete(browser);
  open.add(app);
  return app;
}
