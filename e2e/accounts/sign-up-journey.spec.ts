import { expect, latestMailTo, test } from '../fixtures.ts';

// Logging in before the mail is verified is refused on purpose.
test.use({ allowFailures: [/^403 \/api\/login\/self_login$/] });

test('a visitor signs up in Korean, verifies the mail, logs in, switches to English on the same page and meets the 404 page', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  const password = 'journey password';
  const nickname = `여정${Date.now() % 100000}`;

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByTestId('header-signup').click();

  const form = page.getByTestId('signup-form');
  await form.getByLabel('이메일').fill(email);
  await form.getByLabel('비밀번호').fill(password);
  await form.getByLabel('닉네임').fill(nickname);
  await form.getByTestId('signup-terms').check();
  await form.getByTestId('signup-privacy').check();
  await form.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-mail-popup')).toBeVisible();
  await page.getByTestId('signup-mail-popup').getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('signup-mail-popup')).toBeHidden();

  // Logging in before verifying opens the mail-verification-needed popup, whose resend mails a new link.
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-form').getByLabel('이메일').fill(email);
  await page.getByTestId('login-form').getByLabel('비밀번호').fill(password);
  await page.getByTestId('login-form').getByTestId('login-submit').click();
  const mailNeeded = page.getByTestId('mail-needed-popup');
  await expect(mailNeeded).toContainText(email);
  await mailNeeded.getByTestId('resend-mail').click();
  await expect(page.getByText('인증 메일을 다시 보냈습니다.')).toBeVisible();
  await mailNeeded.getByRole('button', { name: '확인' }).click();

  const mail = await latestMailTo(page, email);
  expect(mail.subject).toContain('이메일 인증');
  await page.goto('/devTest');
  const outboxMail = page.getByTestId('outbox-mail').filter({ hasText: email }).first();
  await expect(outboxMail).toBeVisible();
  await outboxMail.getByRole('link', { name: /verify_mail/ }).click();
  await expect(page.getByTestId('verify-mail')).toBeVisible();
  await expect(page.getByTestId('mail-activation-popup')).toBeVisible();

  // The activation popup leads to the login popup, and that first login lands on the home page once.
  await page.getByTestId('mail-activation-popup').getByRole('button', { name: '로그인' }).click();
  const login = page.getByTestId('login-form');
  await login.getByLabel('이메일').fill(email);
  await login.getByLabel('비밀번호').fill(password);
  await login.getByTestId('login-submit').click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('avatar-menu')).toBeVisible();

  await page.goto('/en/this-page-does-not-exist');
  await expect(page.getByTestId('error-page-404')).toBeVisible();
  await page.getByTestId('error-page-home').click();
  await expect(page).toHaveURL(/\/en$/);

  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
});
