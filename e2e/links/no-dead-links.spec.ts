/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { pageOf } from '../../apps/web/src/app/routing/page-of.ts';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

/**
 * Nothing shipped points at the coming-soon page: the links of every page a newcomer meets first, of the
 * header's menus, the avatar menu, the bottom bar, the More menu and the phone's profile panel, in both
 * languages, on a phone and on a desktop, for visitors and members.
 */
const PAGES = [
  '/',
  '/competitions',
  '/competitions/official/housing-price-2025',
  '/community',
  '/forum',
  '/codeshare',
  '/ranking',
  '/ranking/info',
  '/more',
  '/notice',
  '/faq',
  '/ranking/interview',
  '/search?tab=total&keyword=%EB%8D%B0%EC%9D%B4%ED%84%B0',
];

async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.host === new URL(page.url()).host)
    .map((url) => url.pathname);
}

async function collect(page: Page, found: Map<string, string>) {
  const note = async (where: string) => {
    for (const link of await linksOn(page)) if (!found.has(link)) found.set(link, where);
  };
  for (const language of ['', '/en']) {
    for (const path of PAGES) {
      await page.goto(`${language}${path}`.replace(/\/$/, '') || '/');
      await expect(page.locator('main')).toBeVisible();
      await note(`${language}${path}`);
    }
    // The header's menus, the avatar menu among them for a member.
    const triggers = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
    for (let i = 0; i < (await triggers.count()); i += 1) {
      const trigger = triggers.nth(i);
      if (!(await trigger.isVisible())) continue;
      // The menu's code arrives on hover; its trigger then says whether it is open.
      await trigger.hover();
      await expect(trigger).toHaveAttribute('data-state', 'closed');
      await trigger.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await note(`${language} header menu ${i + 1}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  }
}

function deadLinks(found: Map<string, string>): string[] {
  return [...found].filter(([link]) => pageOf(link) === 'comingSoon').map(([link, where]) => `${link} (on ${where})`);
}

test('no link on a desktop leads to the coming-soon page, for a visitor or a member', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const found = new Map<string, string>();
  await collect(page, found);

  await signUpFreshMember(page, 'links');
  await collect(page, found);
  const profile = [...found.keys()].find((link) => /^\/myprofile\/\d+\/home$/.test(link));
  expect(profile, 'the avatar menu links to the profile').toBeDefined();
  await page.goto(profile!);
  await expect(page.locator('main')).toBeVisible();
  for (const link of await linksOn(page)) found.set(link, 'own profile');

  expect(found.size).toBeGreaterThan(40);
  expect(deadLinks(found)).toEqual([]);
});

test('no link on a phone leads to the coming-soon page: bottom bar, More menu and profile panel', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const found = new Map<string, string>();
  await signUpFreshMember(page, 'phonelinks');
  for (const language of ['', '/en']) {
    await page.goto(language || '/');
    for (const link of await linksOn(page)) found.set(link, `${language} home`);
    await page.getByTestId('bottom-bar').getByRole('button').last().click();
    await expect(page.getByTestId('more-menu')).toBeVisible();
    for (const link of await linksOn(page)) found.set(link, `${language} More menu`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: language ? 'My menu' : '내 메뉴' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const link of await linksOn(page)) found.set(link, `${language} profile panel`);
    await page.keyboard.press('Escape');
  }
  expect(found.size).toBeGreaterThan(15);
  expect(deadLinks(found)).toEqual([]);
});
