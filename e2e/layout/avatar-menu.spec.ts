import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * The member's own menus (spec section 2): the desktop avatar menu and the phone's full-screen profile panel.
 * Every entry lands on its real page; an entry whose page is not built yet (certificates) is left out rather
 * than leading to the coming-soon page.
 */
const TEXT = {
  ko: {
    home: '프로필 홈',
    payment: '구독 결제',
    bookmark: '북마크',
    account: '계정 관리',
    logout: '로그아웃',
    login: '로그인',
    myMenu: '내 메뉴',
    competitions: '참가한 대회',
    code: '코드 공유',
    talk: '토론',
    achievements: '업적',
    certificates: '수료증',
    history: '결제 내역',
    notifications: '알림',
  },
  en: {
    home: 'Profile',
    payment: 'Subscription payment',
    bookmark: 'Bookmarks',
    account: 'Account settings',
    logout: 'Log out',
    login: 'Log in',
    myMenu: 'My menu',
    competitions: 'My competitions',
    code: 'Shared code',
    talk: 'Discussions',
    achievements: 'Achievements',
    certificates: 'Certificates',
    history: 'Payment history',
    notifications: 'Notifications',
  },
};
const LANGUAGES = [
  ['ko', ''],
  ['en', '/en'],
] as const;

async function logIn(page: Page): Promise<number> {
  const login = await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await (await page.request.get('/api/myinfo')).json()) as { data: { id: number }[] }).data[0]!.id;
}

/** The page at `path` is a real page: no error or coming-soon page, and the member's data on it. */
async function expectLanded(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="error-page"]')).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}

for (const [language, prefix] of LANGUAGES) {
  const text = TEXT[language];

  test(`every avatar menu entry opens its page and log-out logs out (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const me = await logIn(page);
    await page.goto(prefix || '/');
    // Spec section 9: the header's avatar is 36 px, and the header and the page stop growing at 1194 px.
    const avatar = page.getByTestId('avatar-menu').locator('.avatar');
    await expect(avatar).toHaveCSS('width', '36px');
    await expect(avatar).toHaveCSS('height', '36px');
    expect((await page.locator('header .header-inner').boundingBox())?.width).toBe(1194);
    expect((await page.locator('main .container').first().boundingBox())?.width).toBe(1194);
    const menu = page.getByRole('menu');
    const openMenu = async () => {
      await page.getByTestId('avatar-menu').click();
      await expect(menu).toBeVisible();
    };
    await openMenu();
    await expect(menu.getByRole('menuitem')).toHaveText([text.home, text.payment, text.bookmark, text.account, text.logout]);
    await page.keyboard.press('Escape');

    for (const [name, path] of [
      [text.home, `/myprofile/${me}/home`],
      [text.payment, `/myprofile/${me}/payment-history`],
      [text.bookmark, `/myprofile/${me}/bookmark`],
      [text.account, '/account'],
    ] as const) {
      await openMenu();
      await menu.getByRole('menuitem', { name }).click();
      await expect(menu).toHaveCount(0);
      await expectLanded(page, `${prefix}${path}`);
    }

    await openMenu();
    await menu.getByRole('menuitem', { name: text.logout }).click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('avatar-menu')).toHaveCount(0);

    // Spec section 9: an error page sets its picture beside the text down to 960 px and stacks them below.
    await page.goto(`${prefix}/no-such-page`);
    const errorPage = page.locator('.error-page');
    await expect(errorPage).toHaveCSS('flex-direction', 'row');
    await page.setViewportSize({ width: 960, height: 900 });
    await expect(errorPage).toHaveCSS('flex-direction', 'row');
    await page.setViewportSize({ width: 959, height: 900 });
    await expect(errorPage).toHaveCSS('flex-direction', 'column');
  });

  test(`every entry of the phone's profile panel opens its page, notifications and log-out included (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const me = await logIn(page);
    await page.goto(prefix || '/');
    const panel = page.getByTestId('mobile-profile-panel');
    const openPanel = async () => {
      await page.getByRole('button', { name: text.myMenu }).click();
      await expect(panel).toBeVisible();
    };
    await openPanel();
    await expect(panel.getByRole('link')).toHaveText([text.competitions, text.code, text.talk, text.achievements, text.bookmark, text.history, text.account]);
    await expect(panel.getByRole('link', { name: text.certificates })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const entries = [
      [text.competitions, `/myprofile/${me}/competition`],
      [text.code, `/myprofile/${me}/codeshare`],
      [text.talk, `/myprofile/${me}/talkboard`],
      [text.achievements, `/myprofile/${me}/achieve`],
      [text.bookmark, `/myprofile/${me}/bookmark`],
      [text.history, `/myprofile/${me}/payment-history`],
      [text.account, '/account'],
    ] as const;
    for (const [name, path] of entries) {
      await openPanel();
      await panel.getByRole('link', { name }).click();
      await expect(panel).toBeHidden();
      await expectLanded(page, `${prefix}${path}`);
    }

    // Notifications open full screen over the panel; closing them comes back to it.
    await openPanel();
    await panel.getByTestId('mobile-notifications').click();
    const notifications = page.getByRole('dialog', { name: text.notifications });
    await expect(notifications).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notifications).toBeHidden();
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: text.logout }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: text.login })).toBeVisible();
  });
}
