import type { Page } from '@playwright/test';
import { expect, test, withoutScripts } from '../fixtures.ts';

const RENDER_STATE = '<script type="application/json" id="madang-render-state">';
const LEADERBOARD = '/competitions/official/housing-price-2025/leaderboard';
/** The demo competition of that leaderboard, which the home and the competition list show too. */
const COMPETITION = { ko: '2025 아파트 실거래가 예측 AI 경진대회', en: '2025 Apartment Price Prediction AI Competition' };

/** The server renders first screens once its render thread is warm, which it starts when it listens. */
async function waitForServerRender(page: Page) {
  await expect.poll(async () => (await (await page.request.get('/competitions')).text()).includes(RENDER_STATE), { timeout: 60_000 }).toBe(true);
}

/** The demo's first site post (not a competition's), as the forum lists it. */
async function firstSitePost(page: Page) {
  const posts = (await (await page.request.get('/api/talkboard/v3/list')).json()).data.items as { tb_id: number; cpt_id: number; title: string }[];
  return posts.find((item) => item.cpt_id === 0)!;
}

/** Keeps the layout's root element the server wrote, before any script runs, to compare with the one after hydration. */
const rememberServerMarkup = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverShell?: Element | null }).serverShell = document.querySelector('#root > .shell');
    });
  });

/** Opens a page and waits until the app has taken it over; true when the browser kept the server's markup (hydrated it). */
async function openAndHydrate(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  return page.evaluate(() => {
    const shell = (window as { serverShell?: Element | null }).serverShell;
    return Boolean(shell?.isConnected) && shell === document.querySelector('#root > .shell');
  });
}

// The measured first pages come rendered in their HTML, in their language, and the browser takes that markup over
// (no console error: a hydration mismatch would be one) instead of rendering the page again.
test('the first pages arrive rendered and the browser hydrates them in place, in both languages', async ({ page }) => {
  await waitForServerRender(page);
  const post = await firstSitePost(page);
  await rememberServerMarkup(page);
  for (const [path, text] of [
    ['/', COMPETITION.ko],
    ['/en/', COMPETITION.en],
    ['/competitions', COMPETITION.ko],
    ['/en/competitions', COMPETITION.en],
    [LEADERBOARD, COMPETITION.ko],
    [`/en${LEADERBOARD}`, COMPETITION.en],
    [`/forum/${post.tb_id}`, post.title],
    [`/en/forum/${post.tb_id}`, post.title],
    ['/edu/1', '판다스 기초'],
    ['/en/edu/1', 'Pandas basics'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(RENDER_STATE);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(RENDER_STATE));
    expect(root, path).toContain('class="shell');
    expect(root, path).toContain(text.replaceAll('&', '&amp;'));
    expect(await openAndHydrate(page, path), `${path}: the server's markup was replaced`).toBe(true);
  }
  // Hydrated, the page is the app: a menu link navigates in place, without loading a new document.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Competitions', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/competitions$/);
  await expect(page.getByTestId('competition-list')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a signed-in member gets the rendered post and the header turns into theirs once hydrated', async ({ page }) => {
  await waitForServerRender(page);
  const post = await firstSitePost(page);
  await rememberServerMarkup(page);
  expect(await openAndHydrate(page, `/forum/${post.tb_id}`)).toBe(true);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } });
  expect(await openAndHydrate(page, `/forum/${post.tb_id}`)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
});

test('a strip the visitor closed is left out of the next rendered page, not drawn and then hidden', async ({ page }) => {
  await waitForServerRender(page);
  const renderedCompetitions = async () => (await page.request.get('/competitions')).text();
  expect(await renderedCompetitions()).toContain('class="site-banner"');
  await page.goto('/competitions');
  await page.getByRole('button', { name: '안내 배너 닫기' }).click();
  await expect(page.locator('.site-banner')).toHaveCount(0);
  const html = await renderedCompetitions();
  expect(html).toContain(RENDER_STATE);
  expect(html).not.toContain('class="site-banner"');
});

test('a rendered page shows its content with scripts off', async ({ browser, page, baseURL }) => {
  await waitForServerRender(page);
  const post = await firstSitePost(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const reader = withoutScripts(await context.newPage());
  await reader.goto(`/forum/${post.tb_id}`);
  await expect(reader.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(reader.getByRole('link', { name: '경진대회', exact: true }).first()).toBeVisible();
  await context.close();
});

// The rendered page reads from its HTML and style sheet alone, so its scripts wait for the first paint rather than
// share the connection with them (apps/web/public/start-after-paint.js).
test('a rendered page asks for its scripts only after it has painted', async ({ page }) => {
  await waitForServerRender(page);
  await rememberServerMarkup(page);
  expect(await openAndHydrate(page, '/competitions')).toBe(true);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
});
