import type { Locator, Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { freshJourneyPhone } from './phone-outbox.ts';

test.use({ allowFailures: [/^(409|400) \/api\/v1\/user\/kakao\/verify\/confirm$/] });

/** What the member does in KakaoTalk, done on /devTest's Kakao tab in a tab of its own, as a developer would. */
async function answerInKakaoTalk(page: Page, phoneDigits: string, answer: '승인' | '거절') {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/devTest?tab=kakao');
    const request = outbox.getByTestId('outbox-kakao').filter({ hasText: phoneDigits }).first();
    await request.getByRole('button', { name: answer }).click();
    await expect(request.getByTestId('outbox-kakao-state')).toHaveText(answer === '승인' ? '승인됨' : '거절됨');
  } finally {
    await outbox.close();
  }
}

test('a member verifies a phone with Kakao: the request waits for KakaoTalk, then the number is verified', async ({ page }) => {
  await signUpFreshMember(page, 'kakaocert');
  const phone = freshJourneyPhone();
  const digits = phone.typed.replace(/\D/g, '');

  await page.goto('/account');
  const section = page.getByTestId('phone-section');
  await section.getByRole('button', { name: '카카오로 인증' }).click();
  await expect(section.getByRole('button', { name: '카카오로 인증' })).toHaveAttribute('aria-pressed', 'true');
  // Its fields span the card as the text-message form's do, rather than shrinking to their labels.
  const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;
  expect(await widthOf(section.getByLabel('이름'))).toBeGreaterThan((await widthOf(section)) * 0.8);
  await section.getByLabel('이름').fill('김마당');
  await section.getByLabel('생년월일').fill('1999-01-01');
  await expect(section.getByLabel('생년월일')).toHaveValue('19990101');
  await section.getByLabel('휴대전화 번호').fill(phone.typed);
  await section.getByRole('button', { name: '카카오톡으로 인증 요청' }).click();
  await expect(section.getByTestId('kakao-cert-sent')).toContainText('카카오톡에서 요청을 열어 승인한 뒤');
  await expect(section.getByLabel('이름')).toHaveAttribute('readonly', '');

  // Checking before approving says to approve first, and keeps the request.
  await section.getByRole('button', { name: '승인했어요, 인증 확인' }).click();
  await expect(section.getByTestId('kakao-cert-error')).toHaveText('카카오톡에서 인증 요청을 승인한 뒤 다시 확인해 주세요.');

  await answerInKakaoTalk(page, digits, '승인');
  await section.getByRole('button', { name: '승인했어요, 인증 확인' }).click();
  await expect(page.getByText('인증이 확인되었습니다.')).toBeVisible();
  await expect(section.getByTestId('phone-verified')).toHaveText(`인증된 번호: ${phone.typed}`);
});

test('in English, a declined Kakao request is refused and the member starts again', async ({ page }) => {
  await signUpFreshMember(page, 'kakaodecl');
  const phone = freshJourneyPhone();

  await page.goto('/en/account');
  const section = page.getByTestId('phone-section');
  await section.getByRole('button', { name: 'With Kakao' }).click();
  await section.getByLabel('Name').fill('Kim Madang');
  await section.getByLabel('Date of birth').fill('19990101');
  await section.getByLabel('Phone number').fill(phone.typed);
  await section.getByRole('button', { name: 'Send the request to KakaoTalk' }).click();
  await expect(section.getByTestId('kakao-cert-sent')).toBeVisible();

  await answerInKakaoTalk(page, phone.typed.replace(/\D/g, ''), '거절');
  await section.getByRole('button', { name: 'I approved it: check' }).click();
  await expect(section.getByTestId('kakao-cert-error')).toHaveText('The Kakao verification expired or was declined. Please start again.');
  await expect(section.getByRole('button', { name: 'Send the request to KakaoTalk' })).toBeVisible();
  await expect(section).toContainText('No verified phone yet.');
});
