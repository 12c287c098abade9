import { expect, test } from '../fixtures.ts';

const through = async (page: import('@playwright/test').Page, labels: { button: string; title: string; email: string; name: string; go: string }, email: string, name: string) => {
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('kakao-login')).toHaveText(labels.button);
  await page.getByTestId('kakao-login').click();
  await expect(page).toHaveURL(/\/api\/login\/local-provider\?.*kind=kakao/);
  await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.name).fill(name);
  await page.getByRole('button', { name: labels.go }).click();
};

const korean = { button: '카카오로 계속하기', title: '개발용 로그인 제공자', email: '이메일', name: '이름', go: '계속', lead: '카카오 계정' };
const english = { button: 'Continue with Kakao', title: 'Development sign-in provider', email: 'E-mail', name: 'Name', go: 'Continue', lead: 'the Kakao account' };

for (const [language, labels, start] of [
  ['Korean', korean, '/competitions'],
  ['English', english, '/en/competitions'],
] as const) {
  test(`a visitor continues with Kakao through the local provider, signs up, and later signs in again (${language})`, async ({ page }) => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
    const email = `kakao-${stamp}@example.com`;
    const name = `카카오${stamp}`.slice(0, 20);

    await page.goto(start);
    await through(page, labels, email, name);
    const form = page.getByTestId('social-signup-form');
    await expect(form).toContainText(`${labels.lead} ${email}`);
    await form.getByTestId('signup-terms').check();
    await form.getByTestId('signup-privacy').check();
    await form.getByTestId('signup-submit').click();
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${start}$`));

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();

    await page.goto(`${start}?page=1`);
    await through(page, labels, email, name);
    await expect(page).toHaveURL(new RegExp(`${start}\\?page=1$`));
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
    await expect(page.getByTestId('social-signup-form')).toHaveCount(0);
  });
}
