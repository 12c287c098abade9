import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../features/session/session-query.ts';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { type Hydration, hydrateClosedAfterEach } from '../../test/hydrate-server-markup.ts';
import { readCookiesFromRequest } from '../../lib/cookies.ts';
import { BANNER_CLOSED_COOKIE, BANNER_CLOSED_KEY } from './banner-visibility.ts';
import { SiteBanner } from './site-banner.tsx';

// What vite.config.ts does for the bundle: pages' react-i18next is the app's own translator.
vi.mock('react-i18next', () => import('../../i18n/react-translator.ts'));

const topBanner = { id: 1, kind: 'top', title: 'Spring cup opens', body: 'Join', image_url: null, link_url: null };

/** The strip as the server renders it for an anonymous visitor, with the layout's banner answer in the cache. */
function strip() {
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  client.setQueryData(['main', 'banner-list', 'top', 'ko'], [topBanner]);
  return () => createElement(QueryClientProvider, { client }, createElement(MemoryRouter, { initialEntries: ['/competitions'] }, createElement(SiteBanner)));
}

const hydrate = hydrateClosedAfterEach();
let hydration: Hydration | undefined;

describe('the site banner reads the session flag of a dismissal only once hydrated', () => {
  it('shows on the server and stays after hydration for a visitor who kept it', async () => {
    hydration = await hydrate(strip());
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toContain('Spring cup opens');
    expect(hydration.hydratedHtml).toBe(hydration.serverHtml);
  });

  it('hydrates the server markup, then hides, for a visitor who closed it in this session', async () => {
    hydration = await hydrate(strip(), (window) => window.sessionStorage.setItem(BANNER_CLOSED_KEY, 'true'));
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toContain('Spring cup opens');
    expect(hydration.hydratedHtml).toBe('');
  });

  it('is not drawn at all, on the server or after hydration, once the dismissal is in the session cookie', async () => {
    readCookiesFromRequest(`${BANNER_CLOSED_COOKIE}=true`);
    hydration = await hydrate(strip(), (window) => {
      window.document.cookie = `${BANNER_CLOSED_COOKIE}=true; path=/`;
    });
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('');
    expect(hydration.hydratedHtml).toBe('');
  });

  afterEach(() => readCookiesFromRequest(''));
});
