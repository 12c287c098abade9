import { expect, signUpFreshMember, test } from '../fixtures.ts';

const COMPETITION = '/competitions/official/housing-price-2025';
const languages = [
  {
    language: 'ko',
    base: '',
    menu: '대회 메뉴',
    download: 'sample_submission.csv 다운로드',
    agreementTitle: '규칙 동의가 필요합니다',
    toRules: '규칙 동의하러 가기',
    submit: '제출',
    joinTitle: '대회 참가가 필요합니다',
    join: '대회 참가하기',
  },
  {
    language: 'en',
    base: '/en',
    menu: 'Competition menu',
    download: 'Download sample_submission.csv',
    agreementTitle: 'Accept the rules first',
    toRules: 'Go to the rules',
    submit: 'Submissions',
    joinTitle: 'Join the competition first',
    join: 'Join the competition',
  },
];

/**
 * A member who has not joined meets the challenge-needed popup in its two kinds: a data download asks for the rules
 * first, the submission tab for joining first; each leads to the rules page, and closing hands focus back.
 */
for (const l of languages) {
  test(`a member who has not joined is asked to accept the rules or join first (${l.language})`, async ({ page }) => {
    await signUpFreshMember(page, 'challenger');

    await page.goto(`${l.base}${COMPETITION}/data`);
    await page.getByRole('button', { name: l.download }).click();
    const agreement = page.getByTestId('challenge-needed-agreement');
    await expect(agreement.getByRole('heading', { name: l.agreementTitle })).toBeVisible();
    await agreement.getByRole('link', { name: l.toRules }).click();
    await expect(page).toHaveURL(new RegExp(`${l.base}${COMPETITION}/agreement$`));
    await expect(agreement).toBeHidden();

    const submitTab = page.getByRole('navigation', { name: l.menu }).getByRole('link', { name: l.submit, exact: true });
    await submitTab.click();
    const join = page.getByTestId('challenge-needed-join');
    await expect(join.getByRole('heading', { name: l.joinTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${l.base}${COMPETITION}/agreement$`));
    await page.keyboard.press('Escape');
    await expect(join).toBeHidden();
    await expect(submitTab).toBeFocused();
    await submitTab.click();
    await page.getByTestId('challenge-needed-join').getByRole('link', { name: l.join }).click();
    await expect(page.getByTestId('challenge-needed-join')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${l.base}${COMPETITION}/agreement$`));
  });
}
