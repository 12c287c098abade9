import { expect, signUpFreshMember, test } from '../fixtures.ts';

const languages = [
  {
    language: 'ko',
    base: '',
    consent: '이벤트와 새 대회 소식을 이메일로 받겠습니다.',
    subject: '[마당] 이번 주 새 대회와 인기 글',
    popular: '이번 주 인기 글',
    what: '마케팅 메일(새 대회와 인기 글을 알려 드리는 주간 소식)을 더 이상 보내지 않습니다.',
    confirm: '수신 거부하기',
    done: '마케팅 메일을 더 이상 보내지 않습니다.',
    empty: '이유를 하나 이상 고르거나 의견을 적어 주세요.',
    reason: '메일이 너무 자주 와요',
    comment: '의견 (선택, 1,000자 이내)',
    send: '의견 보내기',
    thanks: '의견을 보내 주셔서 감사합니다.',
    back: '계정 설정으로 가기',
    invalid: '이 수신 거부 링크는 올바르지 않습니다. 메일에 있는 링크를 그대로 열어 주세요.',
  },
  {
    language: 'en',
    base: '/en',
    consent: 'Send me events and new competitions by e-mail.',
    subject: '[Madang] New competitions and popular posts this week',
    popular: 'Popular posts this week',
    what: 'We will stop sending marketing e-mail (the weekly news of new competitions and popular posts)',
    confirm: 'Unsubscribe',
    done: 'no longer receives marketing e-mail.',
    empty: 'Choose at least one reason or write a comment.',
    reason: 'The mail comes too often',
    comment: 'Comment (optional, up to 1,000 characters)',
    send: 'Send feedback',
    thanks: 'Thank you for your feedback.',
    back: 'Go to account settings',
    invalid: 'This unsubscribe link is not valid. Please open the link exactly as it is in the mail.',
  },
];

// The forged link at the end is refused on purpose.
test.use({ allowFailures: [/^400 \/api\/mail\/unsubscribe$/] });

/**
 * A member turns marketing mail on, receives the weekly digest in their language on the development outbox, opens
 * its unsubscribe link, unsubscribes, leaves feedback and finds the consent off on the account page; a forged link is refused.
 */
for (const l of languages) {
  test(`a member unsubscribes from the weekly digest through its link and leaves feedback (${l.language})`, async ({ page }) => {
    const member = await signUpFreshMember(page, 'digest');
    if (l.language === 'en') expect((await page.request.post('/api/myinfo/update/v2', { data: { locale: 'en' } })).ok()).toBe(true);

    await page.goto(`${l.base}/account`);
    const consent = page.getByRole('checkbox', { name: l.consent });
    // The box follows the saved consent, so it turns on once the server has it.
    await consent.click();
    await expect(consent).toBeChecked();

    // Something new this week, so the digest has news to tell whatever the demo holds.
    const posted = await page.request.post('/api/talkboard/v3', { data: { cpt_id: 0, title: `digest news ${Date.now().toString(36)}`, content: 'A post for the weekly digest.' } });
    expect(posted.ok()).toBe(true);
    const sent = await page.request.post('/api/dev/marketing-digest');
    expect(sent.ok(), await sent.text()).toBe(true);

    await page.goto(`${l.base}/devTest`);
    const mail = page.getByTestId('outbox-mail').filter({ hasText: member.email }).filter({ hasText: l.subject });
    await expect(mail).toContainText(l.popular);
    await expect(mail).toContainText(new RegExp(`localhost:\\d+${l.base}/(forum|codeshare)/\\d+`));
    await mail.getByRole('link', { name: /\/api\/unsubscribe\?/ }).click();
    await expect(page).toHaveURL(new RegExp(`${l.base}/api/unsubscribe\\?id=\\d+&from=digest-`));

    const card = page.getByTestId('unsubscribe');
    await expect(card).toContainText(l.what);
    await card.getByRole('button', { name: l.confirm }).click();
    await expect(page.getByTestId('unsubscribe-done')).toContainText(l.done);

    const feedback = page.getByTestId('unsubscribe-feedback');
    await feedback.getByRole('button', { name: l.send }).click();
    await expect(feedback.getByRole('alert')).toHaveText(l.empty);
    await feedback.getByRole('checkbox', { name: l.reason }).check();
    await feedback.getByLabel(l.comment).fill('Once a month would be plenty.');
    await feedback.getByRole('button', { name: l.send }).click();
    await expect(page.getByTestId('unsubscribe-feedback-thanks')).toHaveText(l.thanks);

    await page.getByRole('link', { name: l.back }).click();
    await expect(page).toHaveURL(new RegExp(`${l.base}/account$`));
    await expect(page.getByRole('checkbox', { name: l.consent })).not.toBeChecked();

    await page.goto(`${l.base}/api/unsubscribe?id=1&from=digest-2026-01-05&type=digest&sig=${'A'.repeat(43)}`);
    await expect(page.getByTestId('unsubscribe').getByRole('alert')).toHaveText(l.invalid);
  });
}
