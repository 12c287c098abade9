/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { pageOf } from '../../apps/web/src/app/routing/page-of.ts';
import { routeTable, type PageKey, type RouteSpec } from '../../apps/web/src/app/routing/route-table.ts';
import { expect, test } from '../fixtures.ts';

/**
 * No shipped page is wider than a 375 px phone: the journey walks the site from its first pages by their
 * own links, opens one address of every page the route table ships (as a member, and as an admin for the
 * console), and measures each page's width once its data has arrived.
 */
const PHONE = { width: 375, height: 800 };

const JOINED = '/competitions/official/housing-price-2025';
/**
 * Where the walk starts: the pages of a competition the demo member has taken part in (a submission list with
 * rows, the data page's download buttons), then the pages a link cannot reach on its own.
 */
const SEEDS = [
  `${JOINED}/mysubmission`,
  `${JOINED}/data`,
  `${JOINED}/leaderboard`,
  `${JOINED}/agreement`,
  '/',
  '/more',
  '/signup',
  '/search?tab=total&keyword=%EB%8D%B0%EC%9D%B4%ED%84%B0',
  '/devTest',
  '/account',
  '/forum/new',
  '/codeshare/new',
  '/inspire',
  '/mbti/ds-level-test',
  '/mbti/ds-level-test-result?a=0000000000&i=pandas',
  '/mbti/mbti-survey',
  '/edu/offline',
  '/policy',
  '/cpt10',
  // Without a mailed link the unsubscribe page says the link is not valid, in the frame a signed one opens.
  '/api/unsubscribe',
  // The result pages without a provider's redirect say what is missing, in the same frame a checkout lands in.
  '/payment/success',
  '/payment/fail',
];
/** Pages this walk does not open, and why. */
const NOT_WALKED: Partial<Record<PageKey, string>> = {
  comingSoon: 'not shipped',
  notFound: 'the error page, measured by its own journeys',
  verifyMail: 'needs a mailed token',
  resetPassword: 'needs a mailed token; e2e/accounts/password-reset.spec.ts measures it at 375 px',
  competitionRedirect: 'only redirects to an overview',
  noticeLegacy: 'only redirects to a notice',
  receipt: 'needs a paid order of the walking member; e2e/subscriptions opens and prints one after a checkout',
};

function shippedPages(): Set<PageKey> {
  const pages = new Set<PageKey>();
  const walk = (spec: RouteSpec) => {
    // A page with children is a frame around them (a competition's header, a profile's head), measured with them.
    if (spec.page && !spec.children && !NOT_WALKED[spec.page]) pages.add(spec.page);
    spec.children?.forEach(walk);
  };
  for (const group of routeTable) group.routes.forEach(walk);
  return pages;
}

async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Visits one address of every page key it can reach from the seeds; returns the keys it measured and the wide ones. */
async function walk(page: Page, seeds: string[], accept: (key: PageKey) => boolean) {
  const visited = new Map<PageKey, string>();
  const wide: string[] = [];
  const queue = [...seeds];
  const queued = new Set<PageKey>();
  while (queue.length > 0) {
    const address = queue.shift()!;
    const key = pageOf(address);
    if (!key || NOT_WALKED[key] || visited.has(key) || !accept(key)) continue;
    await page.goto(address);
    await settle(page);
    visited.set(key, address);
    const overflow = await overflowOf(page);
    if (overflow > 0) wide.push(`${address} (${key}) is ${overflow}px wider than the screen`);
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const url = new URL(href);
      if (url.host !== new URL(page.url()).host) continue;
      const linked = pageOf(url.pathname);
      if (linked && !visited.has(linked) && !queued.has(linked)) {
        queued.add(linked);
        queue.push(url.pathname + url.search);
      }
    }
  }
  return { visited, wide };
}

test('every shipped page fits a 375 px phone, for a member and in the host console', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  const isConsole = (key: PageKey) => key.startsWith('host');

  // A member with a scored submission, so the submission list has rows.
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } })).ok()).toBe(true);
  const member = await walk(page, SEEDS, (key) => !isConsole(key));

  // Leave the member's pages (which poll their notifications) before the session changes hands.
  await page.goto('about:blank');
  await page.context().clearCookies();
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const admin = await walk(page, ['/host', '/host/competitions/new', '/host/notices/new', '/host/faq/new', '/host/interviews/new'], isConsole);

  const measured = new Set([...member.visited.keys(), ...admin.visited.keys()]);
  const unmeasured = [...shippedPages()].filter((key) => !measured.has(key));
  expect(unmeasured, 'pages the walk never reached: give them a seed').toEqual([]);
  expect([...member.wide, ...admin.wide]).toEqual([]);
});
