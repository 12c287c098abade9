/// <reference lib="dom" />
import type { Browser, Page } from '@playwright/test';
import { expect, latestMailTo, signUpFreshMember, test } from '../fixtures.ts';

/** A member signed in on another device, whose session the reset must end. */
async function memberOnAnotherDevice(browser: Browser) {
  const device = await browser.newContext();
  const devicePage = await device.newPage();
  const member = await signUpFreshMember(devicePage, 'reset');
  return { member, device, devicePage };
}

const widerThanScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The header's log-in button: a labelled icon on a phone, a text button on a desktop. */
const openLogin = (page: Page, label: string) => page.getByRole('banner').getByRole('button', { name: label }).filter({ visible: true }).click();

async function resetThroughTheMail(page: Page, email: string, texts: { login: string; forgot: string; email: string; newPassword: string }) {
  await openLogin(page, texts.login);
  await page.getByTestId('login-form').getByRole('button', { name: texts.forgot }).click();
  const form = page.getByTestId('forgot-form');
  await form.getByLabel(texts.email).fill(email);
  await form.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText(email);
  await page.keyboard.press('Escape');

  const mail = await latestMailTo(page, email);
  const link = new URL(mail.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
  await page.goto(link.pathname + link.search);
  const reset = page.getByTestId('reset-form');
  await expect(reset).toBeVisible();
  expect(await widerThanScreen(page)).toBeLessThanOrEqual(0);
  // The sign-up rules hold: a short password is refused before it is sent.
  await reset.getByLabel(texts.newPassword).fill('short');
  await reset.getByTestId('reset-submit').click();
  await expect(reset.getByRole('alert')).toBeVisible();
  await reset.getByLabel(texts.newPassword).fill('a fresh password');
  await reset.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  expect(await widerThanScreen(page)).toBeLessThanOrEqual(0);
  return { mail, link };
}

async function logInWith(page: Page, email: string, password: string) {
  const login = page.getByTestId('login-form');
  await login.locator('input[name="mail"]').fill(email);
  await login.locator('input[name="password"]').fill(password);
  await login.getByTestId('login-submit').click();
}

test.describe('a forgotten password', () => {
  // The old password tried after the reset, the other device's ended session, and the used link opened again.
  test.use({ allowFailures: [/^(401 \/api\/login\/self_login|401 \/api\/myinfo|400 \/api\/login\/reset_password)$/] });

  test('in Korean on a phone: mailed link, new password, other device signed out, the link used up', async ({ page, browser }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { member, device, devicePage } = await memberOnAnotherDevice(browser);
    await page.goto('/');
    const { mail, link } = await resetThroughTheMail(page, member.email, { login: '로그인', forgot: '비밀번호 찾기', email: '이메일', newPassword: '새 비밀번호' });
    expect(mail.subject).toBe('[마당] 비밀번호 재설정 안내');
    expect(link.pathname).toBe('/account/reset-password');

    await page.getByTestId('reset-login').click();
    await logInWith(page, member.email, member.password);
    await expect(page.getByTestId('login-error')).toBeVisible();
    await logInWith(page, member.email, 'a fresh password');
    await expect(page.getByTestId('login-popup')).toBeHidden();
    expect((await (await page.request.get('/api/myinfo')).json()).data[0].name).toBe(member.name);

    // The other device's session ended with the reset.
    const other = await devicePage.request.get('/api/myinfo');
    expect(other.status()).toBe(401);
    await device.close();

    // The link works once.
    await page.goto(link.pathname + link.search);
    await page.getByTestId('reset-form').getByLabel('새 비밀번호').fill('yet another password');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-form').getByRole('alert')).toContainText('비밀번호 재설정 링크가 올바르지 않거나 만료되었습니다');
  });

  test('in English on a desktop, answering an unknown address the same way', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { member, device } = await memberOnAnotherDevice(browser);
    await device.close();
    await page.goto('/en');

    const unknown = `nobody-${Date.now()}@example.com`;
    await openLogin(page, 'Log in');
    await page.getByTestId('login-form').getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByTestId('forgot-form').getByLabel('E-mail').fill(unknown);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toContainText(`If an account uses ${unknown}`);
    await page.keyboard.press('Escape');
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(unknown)}`);
    expect((await outbox.json()).data).toEqual([]);

    const { mail, link } = await resetThroughTheMail(page, member.email, { login: 'Log in', forgot: 'Forgot password?', email: 'E-mail', newPassword: 'New password' });
    expect(mail.subject).toBe('[Madang] Reset your password');
    expect(link.pathname).toBe('/en/account/reset-password');
    await page.getByTestId('reset-login').click();
    await logInWith(page, member.email, 'a fresh password');
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
  });
});
