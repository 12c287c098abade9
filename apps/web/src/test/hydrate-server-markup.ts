import type { ReactElement } from 'react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Window } from 'happy-dom';
import { installBrowserGlobals, removeBrowserGlobals } from './browser-globals.ts';
import { afterEach } from 'vitest';

export interface Hydration {
  /** The server's markup. */
  serverHtml: string;
  /** The container's markup once hydration and the renders it scheduled have settled. */
  hydratedHtml: string;
  /** What React reported while hydrating: a mismatch makes it throw the server's markup away and report here. */
  errors: string[];
  /** The browser window, for what portals render into `document.body`. */
  window: Window;
  /** The hydrated root, unmounted by `closeBrowser`. */
  root: Root;
}

/**
 * Renders `build()` as the server does, in plain node with none of a browser's globals, then hydrates that markup
 * with `hydrateRoot` in a happy-dom window that `prepare` set up (storage flags, the clock, the zone) the way a
 * visitor's browser has it. Hand the result to `closeBrowser` when done.
 */
export async function hydrateServerMarkup(build: () => ReactElement, prepare: (window: Window) => void = () => undefined): Promise<Hydration> {
  const serverHtml = renderToString(build());
  const window = new Window({ url: 'http://localhost:3000/' });
  installBrowserGlobals(window);
  prepare(window);
  const container = window.document.createElement('div');
  container.innerHTML = serverHtml;
  window.document.body.append(container);
  const errors: string[] = [];
  const { hydrateRoot } = await import('react-dom/client');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container as unknown as Element, build(), {
      onRecoverableError: (error) => errors.push(String(error)),
      onCaughtError: (error) => errors.push(String(error)),
      onUncaughtError: (error) => errors.push(String(error)),
    });
  });
  return { serverHtml, hydratedHtml: container.innerHTML, errors, window, root: root! };
}

/** Takes the browser's globals away again, so the next server render runs in plain node. */
export async function closeBrowser(hydration: Hydration): Promise<void> {
  await act(async () => hydration.root.unmount());
  await hydration.window.happyDOM.close();
  removeBrowserGlobals(hydration.window);
}

/**
 * Imports modules the way the browser's bundle evaluates them: with a `document` present, so libraries that choose
 * their browser code when they load (Radix's portal picks its layout effect then) choose it. The document is taken
 * away again before anything renders, so the server's render still runs in plain node.
 */
export async function importAsInBrowser<T>(load: () => Promise<T>): Promise<T> {
  const window = new Window();
  Object.defineProperty(globalThis, 'document', { value: window.document, configurable: true, writable: true });
  try {
    return await load();
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
    await window.happyDOM.close();
  }
}

/** `hydrateServerMarkup` for a test file whose every test hydrates once: the window is closed after each test. */
export function hydrateClosedAfterEach(): typeof hydrateServerMarkup {
  let open: Hydration | undefined;
  afterEach(async () => {
    if (open) await closeBrowser(open);
    open = undefined;
  });
  return async (build, prepare) => {
    open = await hydrateServerMarkup(build, prepare);
    return open;
  };
}
