import { QueryClientProvider } from '@tanstack/react-query';
import type { BasicList } from '@madang/contracts/home-lists';
import type { NoticeTopItem } from '@madang/contracts';
import { createElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { type Hydration, hydrateClosedAfterEach, importAsInBrowser } from '../../test/hydrate-server-markup.ts';
import { hideForToday, writeDismissals } from '../notices/popup/popup-dismissals.ts';
import { hideBannerForToday } from './banner-dismissals.ts';

// What vite.config.ts does for the bundle: pages' react-i18next is the app's own translator.
vi.mock('react-i18next', () => import('../../i18n/react-translator.ts'));

const { BannerPopup, NoticePopup } = await importAsInBrowser(async () => ({
  BannerPopup: (await import('./banner-popup.tsx')).default,
  NoticePopup: (await import('../notices/popup/notice-popup.tsx')).default,
}));

const banner = { id: 7, kind: 'popup', title: 'Spring cup', body: 'Sign up now', image_url: null, link_url: null } as const;
const notice: NoticeTopItem = {
  nt_id: 3,
  title: 'Maintenance',
  category: 'maintenance',
  is_top: 1,
  view_cnt: 0,
  c_time: '2026-11-20T00:00:00Z',
  is_popup: 1,
  popup_until: null,
  excerpt: 'Tonight',
};

/** The home's popups as the server renders them, with the home's first answers already in the cache. */
function homeWith(notices: NoticeTopItem[], popup: () => ReactElement) {
  const client = createQueryClient();
  client.setQueryData(['main', 'basic-list', 'ko'], { official: [], ranking: [], banners: [banner] } as unknown as BasicList);
  client.setQueryData(['notices', 'top', 'ko'], notices);
  return () => createElement(QueryClientProvider, { client }, createElement(MemoryRouter, { initialEntries: ['/'] }, popup()));
}

const dialogTitle = (hydration: Hydration) => hydration.window.document.querySelector('[role="dialog"] h2')?.textContent ?? null;

const hydrate = hydrateClosedAfterEach();
let hydration: Hydration | undefined;

describe("the home's popups read the visitor's 'don't show today' only once hydrated", () => {
  it('the banner popup renders nothing on the server and opens after hydration', async () => {
    hydration = await hydrate(homeWith([], () => createElement(BannerPopup)));
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('');
    expect(dialogTitle(hydration)).toBe('Spring cup');
  });

  it('a banner hidden today never opens', async () => {
    hydration = await hydrate(
      homeWith([], () => createElement(BannerPopup)),
      (window) => hideBannerForToday(window.localStorage, banner.id, new Date()),
    );
    expect(hydration.errors).toEqual([]);
    expect(dialogTitle(hydration)).toBeNull();
  });

  it('the notice popup renders nothing on the server and opens after hydration, and the banner waits for it', async () => {
    hydration = await hydrate(homeWith([notice], () => createElement('div', null, createElement(NoticePopup), createElement(BannerPopup))));
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHtml).toBe('<div></div>');
    expect(dialogTitle(hydration)).toBe('Maintenance');
  });

  it('a notice hidden today never opens, and the banner shows in its place', async () => {
    hydration = await hydrate(
      homeWith([notice], () => createElement('div', null, createElement(NoticePopup), createElement(BannerPopup))),
      (window) => writeDismissals(window.localStorage, hideForToday({}, notice.nt_id, new Date())),
    );
    expect(hydration.errors).toEqual([]);
    expect(dialogTitle(hydration)).toBe('Spring cup');
  });
});
