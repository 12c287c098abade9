import { readFileSync } from 'node:fs';
import { act, createElement } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateClosedAfterEach } from '../test/hydrate-server-markup.ts';
import { RouteProgressBar } from './progress-bar.tsx';

const hydrate = hydrateClosedAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

/** A page whose data arrives when the test says so: the navigation to it stays busy until then. */
function slowRouter() {
  let arrive: () => void = () => undefined;
  const router = createMemoryRouter([
    {
      path: '/',
      element: createElement('div', null, createElement(RouteProgressBar), createElement(Outlet)),
      children: [
        { index: true, element: createElement(Link, { to: '/slow' }, 'slow') },
        {
          path: 'slow',
          loader: () =>
            new Promise<null>((resolve) => {
              arrive = () => resolve(null);
            }),
          element: createElement('p', null, 'arrived'),
        },
      ],
    },
  ]);
  return { router, arrive: () => arrive() };
}

describe('the route progress bar', () => {
  it('shows nothing for the first 200 ms of a navigation, then runs its 5 s course until the page arrives', async () => {
    const { router, arrive } = slowRouter();
    const { window } = await hydrate(() => createElement(RouterProvider, { router }));
    const style = window.document.createElement('style');
    style.textContent = readFileSync(new URL('../styles/base.css', import.meta.url), 'utf8');
    window.document.head.append(style);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The bar counts with the window's timers, which happy-dom keeps apart from node's: they count the fake time too.
    Object.assign(window, { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout });
    const bar = () => window.document.querySelector('[role="progressbar"]');

    await act(async () => {
      void router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(bar()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(bar()).not.toBeNull();
    // happy-dom keeps the shorthand as written: its duration is the one time in it.
    expect(
      window
        .getComputedStyle(bar()!)
        .animation.split(' ')
        .filter((part) => /^[\d.]+m?s$/.test(part)),
    ).toEqual(['5s']);

    await act(async () => {
      arrive();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(window.document.body.textContent).toContain('arrived');
    expect(bar()).toBeNull();
  });
});
