import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * An English browser lands on English once and the visitor's choice then sticks: the server sends a first
 * visit without a `locale` cookie to the `/en` form of the page, and the language switches (footer, header,
 * the phone's More menu) rewrite the cookie, which wins over the browser from then on.
 */
const YEAR_SECONDS = 365 * 24 * 3600;

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'locale');
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('lands on English at its first visit, and switching to Korean sticks across a new visit', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/competitions');
    await expect(page).toHaveURL(/\/en\/competitions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const remembered = await localeCookie(context);
    expect(remembered?.value).toBe('en');
    // A year, give or take the seconds the journey has taken.
    expect(remembered!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 600);

    await page.getByTestId('language-switch').getByTestId('language-ko').click();
    await expect(page).toHaveURL(/\/competitions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect((await localeCookie(context))?.value).toBe('ko');

    // A new visit in the same browser: the cookie wins over the browser's English.
    const again = await context.newPage();
    await again.goto('/');
    await expect(again).toHaveURL(/\/$/);
    await expect(again.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(again.getByTestId('language-ko').first()).toHaveAttribute('aria-pressed', 'true');
    await again.close();

    // The header's menu offers the same choice on a desktop.
    await page.getByTestId('header-language').hover();
    await page.getByTestId('header-language').click();
    await page.getByTestId('header-language-en').click();
    await expect(page).toHaveURL(/\/en\/competitions$/);
    expect((await localeCookie(context))?.value).toBe('en');
  });

  test('finds the language in the More menu on a phone', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/more');
    await expect(page).toHaveURL(/\/en\/more$/);
    const more = page.getByTestId('more-language-switch');
    await expect(more.getByTestId('language-en')).toHaveAttribute('aria-pressed', 'true');
    await more.getByTestId('language-ko').click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect((await localeCookie(context))?.value).toBe('ko');
  });
});

test('every page has its own title in both languages', async ({ page }) => {
  const paths = ['/', '/competitions', '/ranking', '/community', '/forum', '/faq', '/search?tab=total'];
  const titles = new Map<string, string>();
  for (const language of ['', '/en']) {
    for (const path of paths) {
      const address = path === '/' ? language || '/' : `${language}${path}`;
      await page.goto(address);
      await expect(page.locator('main')).toBeVisible();
      // The title follows the route once the page's language is in place.
      await expect(page).toHaveTitle(language ? /· Madang$/ : /· 마당$/);
      titles.set(address, await page.title());
    }
  }
  const seen = [...titles.values()];
  expect(new Set(seen).size, seen.join('\n')).toBe(seen.length);
  expect(titles.get('/competitions')).toBe('경진대회 · 마당');
  expect(titles.get('/en/competitions')).toBe('Competitions · Madang');
  await page.goto('/en/ranking');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ranking and tiers/);
});
