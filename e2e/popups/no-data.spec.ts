import { expect, signUpFreshMember, test } from '../fixtures.ts';

const COMPETITION = '/competitions/official/housing-price-2025';
const languages = [
  { language: 'ko', base: '', accept: /동의합니다/, join: '동의하고 참가하기', download: 'sample_submission.csv 다운로드', title: '데이터가 없습니다', ok: '확인' },
  { language: 'en', base: '/en', accept: /I have read and accept/, join: 'Accept and join', download: 'Download sample_submission.csv', title: 'No data', ok: 'OK' },
];

// The download answers as it does for a file the host removed after the list loaded.
test.use({ allowFailures: [/^404 \/api\/competition\/download$/] });

/** A file gone since the data page loaded opens the no-data popup, the basic alert's one-button kind, and its OK hands focus back. */
for (const l of languages) {
  test(`a download of a removed file says there is no data (${l.language})`, async ({ page }) => {
    await signUpFreshMember(page, 'nodata');
    await page.goto(`${l.base}${COMPETITION}/agreement`);
    await page.getByRole('checkbox', { name: l.accept }).check();
    await page.getByRole('button', { name: l.join }).click();
    await expect(page).toHaveURL(new RegExp(`${l.base}${COMPETITION}/data$`));

    await page.route('**/api/competition/download', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: 404, code: 'not_found', message: 'not_found', detail: 'gone' }) }),
    );
    const button = page.getByRole('button', { name: l.download });
    await button.click();
    const popup = page.getByTestId('no-data-popup');
    await expect(popup.getByRole('heading', { name: l.title })).toBeVisible();
    await popup.getByRole('button', { name: l.ok }).click();
    await expect(popup).toBeHidden();
    await expect(button).toBeFocused();
  });
}
