import { freshJourneyPhone, readCodeFromOutbox } from '../accounts/phone-outbox.ts';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

// The second member's number is already linked: refused on purpose.
test.use({ allowFailures: [/^409 \/api\/v1\/user\/sms\/auth-subs$/] });

/**
 * An admin adds a partner school and one enrolled phone in the console (English); a member arriving with
 * ?collaboration= opens the linking popup from the header, verifies that phone by SMS and links (Korean), lands on
 * /hackathon subscribed with the partner label in the header; a second member trying the same number (English) is
 * told it is already linked and the find-account link turns red; a member whose verified phone is enrolled is
 * offered the link by the header and links from the popup's first step.
 */
test('a partner school’s enrolled phone links one subscription, and only once', async ({ page, browser, baseURL }) => {
  const code = `oz${Date.now().toString(36)}`;
  const phone = freshJourneyPhone();

  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  await page.goto('/en/host/partners');
  await page.getByRole('button', { name: 'New partner' }).click();
  const form = page.getByRole('form', { name: 'New partner' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Name (Korean)').fill('오즈코딩스쿨');
  await form.getByLabel('Name (English)').fill('Oz Coding School');
  await form.getByLabel('Subscription days a link gives').fill('90');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('partner-row').filter({ hasText: code });
  await row.getByRole('button', { name: 'Phones' }).click();
  await row.getByTestId('partner-phones-text').fill(`phone\n${phone.typed}\nnot a phone`);
  await row.getByRole('button', { name: 'Add numbers' }).click();
  await expect(row.getByTestId('partner-phones-result')).toContainText('1 added, 0 already listed.');
  await expect(row.getByTestId('partner-phones-result')).toContainText('Line 3 is not a phone number: not a phone');
  await expect(row.getByTestId('partner-phone-row').filter({ hasText: phone.international })).toContainText('Not linked');

  // The member, in Korean, from the header's button.
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signUpFreshMember(member, 'partnera');
  await member.goto(`/edu/online?collaboration=${code}`);
  await member.getByTestId('header-partner-link').click();
  const popup = member.getByTestId('partner-link-popup');
  await expect(popup.getByRole('heading', { name: '제휴 교육기관 구독 연동' })).toBeVisible();
  await popup.getByLabel('휴대전화 번호').fill(phone.typed);
  await popup.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(member.getByText('인증번호를 보냈습니다.')).toBeVisible();
  await popup.getByTestId('phone-code').fill(await readCodeFromOutbox(member, phone.international));
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(member.getByText('제휴 교육기관 구독이 연동되었습니다.')).toBeVisible();
  await expect(member).toHaveURL(/\/hackathon$/);
  await expect(member.getByTestId('header-partner')).toHaveText('제휴 교육기관');
  const status = (await (await member.request.get('/api/v1/subscription/user-status')).json()) as { data: { subscription: string; collaboration: string } };
  expect(status.data).toMatchObject({ subscription: 'PARTNER', collaboration: code });

  await page.reload();
  await row.getByRole('button', { name: 'Phones' }).click();
  await expect(row.getByTestId('partner-phone-row').filter({ hasText: phone.international })).toContainText('Linked by partnera');

  // A second member, in English, from /edu/online's entry: the number is spent.
  const secondContext = await browser.newContext({ baseURL });
  const second = await secondContext.newPage();
  // Still a visitor: the partner link asks for a login first.
  await second.goto(`/en/edu/online?collaboration=${code}`);
  await second.getByTestId('header-partner-link').click();
  await expect(second.getByTestId('login-popup')).toBeVisible();
  await signUpFreshMember(second, 'partnerb');
  await second.goto('/en/edu/online');
  await second.getByTestId('partner-entry').click();
  const secondPopup = second.getByTestId('partner-link-popup');
  await secondPopup.getByLabel('Phone number').fill(phone.typed);
  await secondPopup.getByRole('button', { name: 'Send code' }).click();
  await expect(secondPopup.getByTestId('phone-error')).toHaveText('This phone number is already linked to a subscription.');
  await expect(secondPopup.getByTestId('find-account-link')).toHaveCSS('color', 'rgb(217, 45, 32)');
  await memberContext.close();
  await secondContext.close();

  // A member who verified an enrolled number on the account page is offered the link by user-status and links it
  // from the auth step, with that number.
  const third = freshJourneyPhone();
  await row.getByTestId('partner-phones-text').fill(third.typed);
  await row.getByRole('button', { name: 'Add numbers' }).click();
  await expect(row.getByTestId('partner-phones-result')).toContainText('1 added, 0 already listed.');
  const thirdContext = await browser.newContext({ baseURL });
  const verified = await thirdContext.newPage();
  await signUpFreshMember(verified, 'partnerc');
  await verified.goto('/en/account');
  const section = verified.getByTestId('phone-section');
  await section.getByLabel('Phone number').fill(third.typed);
  await section.getByRole('button', { name: 'Send code' }).click();
  await section.getByLabel('Verification code').fill(await readCodeFromOutbox(verified, third.international));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByTestId('phone-verified')).toHaveText(`Verified number: ${third.typed}`);
  await verified.goto('/en/edu/online');
  await verified.getByTestId('header-partner-link').click();
  const thirdPopup = verified.getByTestId('partner-link-popup');
  await expect(thirdPopup.getByTestId('partner-step-auth')).toContainText(`Use my verified number ${third.typed}`);
  await thirdPopup.getByRole('button', { name: 'Link subscription' }).click();
  await expect(verified.getByText("Your partner school's subscription is linked.")).toBeVisible();
  await expect(verified).toHaveURL(/\/en\/hackathon$/);
  await expect(verified.getByTestId('header-partner')).toHaveText('Partner school');
  await thirdContext.close();
});
