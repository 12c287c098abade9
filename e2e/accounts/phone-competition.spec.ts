import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { freshJourneyPhone, readCodeFromOutbox } from './phone-outbox.ts';

/**
 * A new member joins a competition that needs a verified phone: the join asks for the phone in place,
 * the code is read off the development outbox, and joining goes on. Later, logged out, the member finds
 * the account's e-mail by that phone.
 */
test('a new member verifies a phone to join a phone-required competition, then finds the account by it', async ({ page }) => {
  const member = await signUpFreshMember(page, 'phone');
  const phone = freshJourneyPhone();

  await page.goto('/competitions/official/churn-prediction/agreement');
  await page.getByRole('checkbox', { name: /동의합니다/ }).check();
  await page.getByRole('button', { name: '동의하고 참가하기' }).click();

  const dialog = page.getByTestId('phone-required-dialog');
  await expect(dialog).toContainText('지금 번호를 인증하면 바로 참가가 이어집니다.');
  await expect(dialog.getByTestId('phone-country')).toHaveValue('82');
  // Letters are kept out of the field and pasted dashes dropped.
  await dialog.getByLabel('휴대전화 번호').pressSequentially('abc');
  await expect(dialog.getByLabel('휴대전화 번호')).toHaveValue('');
  await dialog.getByLabel('휴대전화 번호').fill(phone.typed);
  await expect(dialog.getByLabel('휴대전화 번호')).toHaveValue(phone.typed.replaceAll('-', ''));
  await dialog.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 보냈습니다.')).toBeVisible();
  await expect(dialog.getByLabel('휴대전화 번호')).toHaveAttribute('readonly', '');
  await expect(dialog.getByTestId('phone-country')).toBeDisabled();

  await dialog.getByLabel('인증번호').fill(await readCodeFromOutbox(page, phone.international));
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('대회에 참가했습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/competitions\/official\/churn-prediction\/data$/);

  await page.goto('/account');
  await expect(page.getByTestId('phone-verified')).toHaveText(`인증된 번호: ${phone.typed}`);

  // Logged out, the member has forgotten which e-mail the account uses.
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-find-account').click();
  const find = page.getByTestId('find-account-popup');
  await expect(find.getByRole('heading', { name: '계정 찾기' })).toBeVisible();
  await find.getByLabel('휴대전화 번호').fill(phone.typed);
  await find.getByRole('button', { name: '인증번호 받기' }).click();
  await find.getByLabel('인증번호').fill(await readCodeFromOutbox(page, phone.international));
  await find.getByRole('button', { name: '확인' }).click();
  const [local = '', domain] = member.email.split('@');
  await expect(find.getByTestId('found-mail')).toHaveText(new RegExp(`^${local.slice(0, 2)}\\*+@${domain!.replace('.', '\\.')}$`));
  await expect(find.getByTestId('found-method')).toHaveText('로그인 방법: 이메일과 비밀번호');
  await find.getByRole('button', { name: '로그인하기' }).click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});
