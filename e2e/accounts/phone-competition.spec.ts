import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { freshJourneyPhone, readCodeFromOutbox } from './phone-outbox.ts';

const languages = [
  {
    language: 'Korean',
    base: '',
    accept: /동의합니다/,
    join: '동의하고 참가하기',
    lead: '지금 번호를 인증하면 바로 참가가 이어집니다.',
    number: '휴대전화 번호',
    send: '인증번호 받기',
    sent: '인증번호를 보냈습니다.',
    code: '인증번호',
    confirm: '확인',
    joined: '대회에 참가했습니다.',
    verifiedAs: '인증된 번호: ',
    findTitle: '계정 찾기',
    method: '로그인 방법: 이메일과 비밀번호',
    toLogin: '로그인하기',
  },
  {
    language: 'English',
    base: '/en',
    accept: /I have read and accept/,
    join: 'Accept and join',
    lead: 'Verify your number here and joining continues right away.',
    number: 'Phone number',
    send: 'Send code',
    sent: 'Verification number sent.',
    code: 'Verification code',
    confirm: 'Confirm',
    joined: 'You have joined the competition.',
    verifiedAs: 'Verified number: ',
    findTitle: 'Find account',
    method: 'Signs in with: e-mail and password',
    toLogin: 'Log in',
  },
] as const;

/**
 * A new member joins a competition that needs a verified phone: the join asks for the phone in place,
 * the code is read off the development outbox, and joining goes on. Later, logged out, the member finds
 * the account's e-mail by that phone.
 */
for (const l of languages) {
  test(`a new member verifies a phone to join a phone-required competition, then finds the account by it (${l.language})`, async ({ page }) => {
    const member = await signUpFreshMember(page, 'phone');
    const phone = freshJourneyPhone();

    await page.goto(`${l.base}/competitions/official/churn-prediction/agreement`);
    await page.getByRole('checkbox', { name: l.accept }).check();
    await page.getByRole('button', { name: l.join }).click();

    const dialog = page.getByTestId('phone-required-dialog');
    await expect(dialog).toContainText(l.lead);
    await expect(dialog.getByTestId('phone-country')).toHaveValue('82');
    // Letters are kept out of the field and pasted dashes dropped.
    await dialog.getByLabel(l.number).pressSequentially('abc');
    await expect(dialog.getByLabel(l.number)).toHaveValue('');
    await dialog.getByLabel(l.number).fill(phone.typed);
    await expect(dialog.getByLabel(l.number)).toHaveValue(phone.typed.replaceAll('-', ''));
    await dialog.getByRole('button', { name: l.send }).click();
    await expect(page.getByText(l.sent)).toBeVisible();
    await expect(dialog.getByLabel(l.number)).toHaveAttribute('readonly', '');
    await expect(dialog.getByTestId('phone-country')).toBeDisabled();

    const firstCode = await readCodeFromOutbox(page, phone.international);
    await dialog.getByLabel(l.code).fill(firstCode);
    await dialog.getByRole('button', { name: l.confirm }).click();
    await expect(page.getByText(l.joined)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${l.base}/competitions/official/churn-prediction/data$`));

    await page.goto(`${l.base}/account`);
    await expect(page.getByTestId('phone-verified')).toHaveText(`${l.verifiedAs}${phone.typed}`);

    // Logged out, the member has forgotten which e-mail the account uses.
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-find-account').click();
    const find = page.getByTestId('find-account-popup');
    await expect(find.getByRole('heading', { name: l.findTitle })).toBeVisible();
    await find.getByLabel(l.number).fill(phone.typed);
    await find.getByRole('button', { name: l.send }).click();
    // The code field shows once the text is sent.
    await expect(find.getByLabel(l.code)).toBeVisible();
    await find.getByLabel(l.code).fill(await readCodeFromOutbox(page, phone.international, firstCode));
    await find.getByRole('button', { name: l.confirm }).click();
    const [local = '', domain] = member.email.split('@');
    await expect(find.getByTestId('found-mail')).toHaveText(new RegExp(`^${local.slice(0, 2)}\\*+@${domain!.replace('.', '\\.')}$`));
    await expect(find.getByTestId('found-method')).toHaveText(l.method);
    await find.getByRole('button', { name: l.toLogin }).click();
    await expect(page.getByTestId('login-popup')).toBeVisible();
  });
}
