import { expect, test } from '../fixtures.ts';

test('a visitor continues with Google through the local provider, signs up with a nickname and consents, and later logs in directly', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const email = `google-${stamp}@example.com`;
  const name = `구글${stamp}`.slice(0, 20);

  const throughGoogle = async () => {
    await page.getByTestId('header-login').click();
    await page.getByTestId('google-login').click();
    await expect(page).toHaveURL(/\/api\/login\/local-provider\?/);
    await expect(page.getByRole('heading', { name: '개발용 로그인 제공자' })).toBeVisible();
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('이름').fill(name);
    await page.getByRole('button', { name: '계속' }).click();
  };

  await page.goto('/competitions');
  await throughGoogle();

  const form = page.getByTestId('social-signup-form');
  await expect(form).toBeVisible();
  await expect(form).toContainText(email);
  await expect(form.getByLabel('닉네임')).toHaveValue(name);
  await expect(form).toContainText('사용할 수 있는 닉네임입니다');
  await form.getByTestId('signup-terms').check();
  await form.getByTestId('signup-privacy').check();
  await form.getByTestId('signup-submit').click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/competitions$/);

  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.goto('/competitions?page=1');
  await throughGoogle();
  await expect(page).toHaveURL(/\/competitions\?page=1$/);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await expect(page.getByTestId('social-signup-form')).toHaveCount(0);
});
