/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * The platform works from the keyboard: popups take focus, keep Tab inside, close on Escape and hand focus back
 * to what opened them; the header, the avatar menu, a competition's tabs and the talk editor are reached with
 * Tab, and whatever has focus shows a focus ring.
 */
const C = '/competitions/official/housing-price-2025';
const PHONE = { width: 375, height: 800 };

async function logIn(page: Page, mail: string, password: string) {
  const login = await page.request.post('/api/login/self_login', { data: { mail, password } });
  expect(login.status(), await login.text()).toBe(200);
}

/** What has focus: a short name for messages, whether it shows a ring, and whether it sits in `within`. */
async function focused(page: Page, within = 'body') {
  return page.evaluate((selector) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '(nothing)', ring: false, inside: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      ring: element.matches(':focus-visible') && (outline || style.boxShadow !== 'none'),
      inside: Boolean(element.closest(selector)),
    };
  }, within);
}

/** Presses Tab (or Shift+Tab) and waits for focus to land on something: menus swap their trigger when their code arrives. */
async function tab(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expect.poll(async () => (await focused(page)).name).not.toBe('(nothing)');
  return focused(page);
}

/** Tabs from the top of the page until focus leaves `region`; returns every stop, failing on one without a ring. */
async function tabThrough(page: Page, region: string): Promise<string[]> {
  await page.locator('body').evaluate((body) => {
    (document.activeElement as HTMLElement | null)?.blur();
    body.focus();
  });
  const stops: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    const stop = await tab(page);
    const inRegion = await page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), region);
    if (!inRegion && stops.length > 0) return stops;
    if (!inRegion) continue;
    expect(stop.ring, `${stop.name} shows no focus ring`).toBe(true);
    stops.push(stop.name);
  }
  throw new Error(`focus never left ${region}: ${stops.join(', ')}`);
}

/** Opens a popup from `opener` with the keyboard and proves the focus trap, Escape and the return of focus. */
async function expectFocusTrap(page: Page, opener: Locator, popup: Locator, open: 'Enter' | 'Space' = 'Enter') {
  await opener.focus();
  await page.keyboard.press(open);
  await expect(popup).toBeVisible();
  const within = await popup.evaluate((element) => {
    element.setAttribute('data-trap-check', '');
    return '[data-trap-check]';
  });
  await expect.poll(async () => (await focused(page, within)).inside, 'focus moves into the popup').toBe(true);
  const stops = await popup.evaluate(
    (element) => element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])').length,
  );
  // Once round and a step further, both ways: focus wraps inside instead of leaving.
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let presses = 0; presses < stops + 2; presses += 1) {
      const stop = await tab(page, key);
      expect(stop.inside, `${key} ${presses + 1} left the popup for ${stop.name}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
}

test('popups take focus, keep Tab and Shift+Tab inside, close on Escape and give focus back to their opener', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expectFocusTrap(page, page.getByTestId('header-login'), page.getByTestId('login-popup'));

  await logIn(page, 'member@madang.dev', 'madang-member');
  await page.goto('/');
  await expectFocusTrap(page, page.getByTestId('xp-button'), page.getByTestId('xp-popup'));
  // The bell's popover is not modal: it takes focus, closes on Escape and hands focus back.
  const bell = page.getByTestId('notification-bell');
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notification-popover')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-popover')).toBeHidden();
  await expect(bell).toBeFocused();

  // A post of someone else to report (the admin's fixed inquiry post), and one of the member's own to (not) delete.
  await page.goto('/forum/406358');
  await expectFocusTrap(page, page.getByTestId('talk-post').getByRole('button', { name: '신고' }), page.getByTestId('report-dialog'));
  const me = ((await (await page.request.get('/api/myinfo')).json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/myprofile/${me}/talkboard`);
  const own = page.locator('main a[href^="/forum/"]').first();
  await expect(own).toHaveAttribute('href', /^\/forum\/\d+$/);
  await own.click();
  await expectFocusTrap(page, page.getByTestId('talk-post').getByRole('button', { name: '삭제' }), page.getByRole('dialog'), 'Space');
  await expect(page.getByTestId('talk-post')).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto('/en');
  await expectFocusTrap(page, page.getByTestId('bottom-bar').getByRole('button', { name: 'More' }), page.getByTestId('more-menu'));
  await expectFocusTrap(page, page.getByRole('button', { name: 'My menu' }), page.getByTestId('mobile-profile-panel'));
});

test('the header, the avatar menu, a competition’s tabs and the talk editor work from the keyboard with a visible focus ring', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'member@madang.dev', 'madang-member');
  await page.goto('/');
  await expect(page.locator('.site-header').getByRole('button', { name: '데이터새싹 님의 메뉴' })).toBeVisible();
  const header = await tabThrough(page, '.site-header');
  for (const name of ['커뮤니티', '대회', '검색', '알림', '데이터새싹 님의 메뉴']) expect(header.join(' | ')).toContain(name);

  // The avatar menu opens with Enter or Space, walks with the arrow keys, and Escape closes it on its trigger.
  const avatar = page.getByTestId('avatar-menu');
  for (const key of ['Enter', 'Space']) {
    await avatar.focus();
    await page.keyboard.press(key);
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    expect((await focused(page)).ring, 'the menu entry shows it has focus').toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(avatar).toBeFocused();
  }

  // A competition's tabs are links in the tab order; Enter follows one.
  await page.goto(C);
  await expect(page.locator('.cpt-tabs')).toBeVisible();
  await tabThrough(page, '.site-header');
  let stop = await focused(page, '.cpt-tabs');
  for (let presses = 0; !stop.inside && presses < 40; presses += 1) stop = await tab(page);
  expect(stop.inside, 'Tab reaches the competition tabs').toBe(true);
  await tab(page);
  stop = await focused(page, '.cpt-tabs');
  expect(stop.ring, `${stop.name} shows no focus ring`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.cpt-tabs [aria-current="page"]')).toBeFocused();

  // The talk editor: title, category and text typed from the keyboard; its write and preview tabs switch with Enter.
  await page.goto('/forum/new');
  const title = page.getByLabel('제목');
  await expect(title).toBeVisible();
  await tabThrough(page, '.site-header');
  for (let presses = 0; presses < 20 && !(await title.evaluate((element) => element === document.activeElement)); presses += 1) await tab(page);
  await page.keyboard.type('키보드로 쓴 제목');
  await expect(title).toHaveValue('키보드로 쓴 제목');
  const body = page.getByLabel('내용');
  for (let presses = 0; presses < 10 && !(await body.evaluate((element) => element === document.activeElement)); presses += 1) {
    stop = await tab(page);
    expect(stop.ring, `${stop.name} shows no focus ring`).toBe(true);
  }
  await page.keyboard.type('**굵게** 쓴 내용');
  await expect(body).toHaveValue('**굵게** 쓴 내용');
  await tab(page, 'Shift+Tab');
  await page.getByRole('tab', { name: '미리보기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: '미리보기' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main strong', { hasText: '굵게' })).toBeVisible();

  // On a phone the header keeps its controls in the tab order, each with a ring.
  await page.setViewportSize(PHONE);
  await page.goto('/en');
  // The member's controls arrive with their own chunk: tab once they are there.
  await expect(page.locator('.site-header').getByRole('button', { name: 'My menu' })).toBeVisible();
  const phoneHeader = await tabThrough(page, '.site-header');
  for (const name of ['Search', 'Notifications', 'My menu']) expect(phoneHeader.join(' | ')).toContain(name);
});
