import { expect, test } from '../fixtures.ts';

/** A host reaches the console from every menu: the phone's profile panel and More menu, and the desktop's avatar menu. */
test('a host finds the console in the phone menus and the desktop avatar menu, in both languages', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: '내 메뉴' }).click();
  await page.getByTestId('mobile-profile-panel').getByRole('link', { name: '대회 관리' }).click();
  await expect(page).toHaveURL(/\/host$/);

  await page.goto('/en');
  await page.getByTestId('bottom-bar').getByRole('button', { name: 'More' }).click();
  const more = page.getByTestId('more-menu');
  await expect(more.getByRole('heading', { name: 'Hosting' })).toBeVisible();
  await more.getByRole('link', { name: 'Host console' }).click();
  await expect(page).toHaveURL(/\/en\/host$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const avatar = page.getByTestId('avatar-menu');
  await avatar.hover();
  await expect(avatar).toHaveAttribute('data-state', 'closed');
  await avatar.click();
  await page.getByRole('menuitem', { name: '대회 관리' }).click();
  await expect(page).toHaveURL(/\/host$/);
});

test('a member without the host role sees no console in the menus', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } })).ok()).toBe(true);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: '내 메뉴' }).click();
  await expect(page.getByTestId('mobile-profile-panel').getByRole('link', { name: '계정 관리' })).toBeVisible();
  await expect(page.getByTestId('mobile-profile-panel').getByRole('link', { name: '대회 관리' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('bottom-bar').getByRole('button', { name: '더보기' }).click();
  await expect(page.getByTestId('more-menu').getByRole('link', { name: '공지사항' })).toBeVisible();
  await expect(page.getByTestId('more-menu').getByRole('link', { name: '대회 관리' })).toHaveCount(0);
});
