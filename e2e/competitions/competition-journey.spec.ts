import type { Route } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

// The first journey sends a file the server refuses, on purpose.
test.use({ allowFailures: [/^400 \/api\/submission$/] });

/**
 * A member opens a competition, accepts the rules, downloads the data, submits the sample file and
 * watches it get scored; then sees the score on the public board and in the submission list (in
 * English too) and marks it final.
 */
test('a member joins a competition, submits and sees the score on the board', async ({ page }, testInfo) => {
  await signUpFreshMember(page);

  await page.goto('/competitions');
  await page.getByTestId('competition-card-housing-price-2025').click();
  await expect(page.getByRole('heading', { level: 1, name: '2025 아파트 실거래가 예측 AI 경진대회' })).toBeVisible();
  await expect(page.getByTestId('competition-text')).toContainText('train.csv');

  // Rules first: the data tab asks for them.
  await page.getByRole('link', { name: '데이터', exact: true }).click();
  await expect(page.getByTestId('data-agreement-needed')).toBeVisible();
  await page.getByRole('link', { name: '규칙 동의하러 가기' }).click();
  await page.getByRole('checkbox', { name: /동의합니다/ }).check();
  await page.getByRole('button', { name: '동의하고 참가하기' }).click();
  await expect(page).toHaveURL(/\/competitions\/official\/housing-price-2025\/data$/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'sample_submission.csv 다운로드' }).click()]);
  const samplePath = testInfo.outputPath('sample_submission.csv');
  await download.saveAs(samplePath);

  // A file name the rules refuse is stopped in the browser.
  await page.getByRole('link', { name: '제출', exact: true }).click();
  await expect(page.getByTestId('submission-quota')).toContainText('3 / 3회');
  await page.getByLabel('제출 파일').setInputFiles({ name: '제출 파일.csv', mimeType: 'text/csv', buffer: Buffer.from('id,target\n1,2\n') });
  await expect(page.getByTestId('file-problem')).toContainText('파일 이름을 확인해 주세요');

  // A file only the server can judge (its header is not the competition's) ends in the failed state with the
  // server's reason, and uses up no attempt.
  const sendFile = async () => {
    await page.getByRole('button', { name: '제출하기', exact: true }).click();
    await page.getByTestId('submit-confirm').getByRole('button', { name: '제출하기' }).click();
  };
  await page.getByLabel('제출 파일').setInputFiles({ name: 'wrong_header.csv', mimeType: 'text/csv', buffer: Buffer.from('wrong\n1\n') });
  await sendFile();
  await expect(page.getByTestId('upload-error')).toContainText('1번째 줄(헤더)이 다릅니다');
  await expect(page.getByTestId('submission-quota')).toContainText('3 / 3회');

  // While a file is on its way the page asks to stay open, and the member can stop the upload: the request is
  // held here so that the upload is still running when the page is looked at.
  let heldUpload: Route | undefined;
  await page.route('**/api/submission', (route) => {
    heldUpload = route;
  });
  await page.getByLabel('제출 파일').setInputFiles(samplePath);
  await sendFile();
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toContainText('업로드가 끝날 때까지 이 페이지를 닫거나 벗어나지 마세요.');
  expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);
  await progress.getByRole('button', { name: '업로드 취소' }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('upload-error')).toHaveCount(0);
  expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(false);
  await page.unroute('**/api/submission');
  await heldUpload?.abort().catch(() => undefined);
  await expect(page.getByTestId('submission-quota')).toContainText('3 / 3회');

  await page.getByLabel('제출 파일').setInputFiles(samplePath);
  await page.getByLabel('메모').fill('baseline from the sample');
  await page.getByRole('button', { name: '제출하기', exact: true }).click();
  const confirm = page.getByTestId('submit-confirm');
  await expect(confirm).toContainText('제출한 뒤에는 취소하거나 수정할 수 없습니다.');
  await confirm.getByRole('button', { name: '제출하기' }).click();

  // The first submission earns a badge.
  await expect(page.getByTestId('badge-modal')).toContainText('첫 제출');
  await page.getByTestId('badge-modal').getByRole('button', { name: '닫기' }).click();

  const latest = page.locator('[data-testid^="submission-"][aria-selected="true"]');
  await expect(latest).toContainText('sample_submission.csv');
  await expect(page.getByTestId('submission-quota')).toContainText('2 / 3회');
  await expect(latest.getByTestId('submission-status')).toHaveText('채점 완료', { timeout: 30_000 });
  const score = (await latest.getByTestId('submission-public-score').textContent())?.trim() ?? '';
  expect(score).toMatch(/^\d/);

  // In English: the same submission, scored, is marked final.
  await page.goto('/en/competitions/official/housing-price-2025/mysubmission');
  const row = page.getByTestId('submission-table').getByRole('row', { name: /sample_submission\.csv/ });
  await expect(row.getByTestId('submission-status')).toHaveText('Scored');
  await expect(row.getByTestId('submission-public-score')).toHaveText(score);
  await row.getByRole('checkbox', { name: 'Mark sample_submission.csv as final' }).click();
  await expect(page.getByText('Marked as a final submission.')).toBeVisible();
  await expect(row.getByRole('checkbox')).toBeChecked();

  await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page.getByTestId('leaderboard-mine')).toContainText(score);
  await expect(page.getByTestId('my-ranking')).toBeVisible();
  await page.getByRole('link', { name: 'Score over time' }).click();
  await expect(page.getByTestId('score-chart')).toBeVisible();

  // The sample file, once and after a confirmation: cancelling sends nothing, confirming spends the button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/competitions/official/housing-price-2025/mysubmission');
  await expect(page.getByTestId('submission-quota')).toContainText('2 / 3');
  const sample = page.getByRole('button', { name: 'Submit the sample file' });
  const sampleDialog = page.getByRole('dialog', { name: 'Submit the sample file?' });
  await sample.click();
  // Dialogs stack at 999, over the header, and scroll inside at most 800 px.
  await expect(sampleDialog).toHaveCSS('z-index', '999');
  await expect(sampleDialog).toHaveCSS('max-height', '800px');
  await sampleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sampleDialog).toBeHidden();
  await expect(page.getByTestId('submission-quota')).toContainText('2 / 3');
  await sample.click();
  await sampleDialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sample file submitted' })).toBeDisabled();
  await expect(page.getByTestId('submission-quota')).toContainText('1 / 3');
});

/**
 * After the end the host closes a competition; its private board becomes the final ranking, with
 * awards and ranking points, in both languages.
 */
test('the private board and ranking points appear once the host closes a competition', async ({ page, playwright, baseURL }) => {
  const host = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  expect((await host.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);
  // The demo's submissions may still be grading right after start; closing waits for them.
  await expect
    .poll(
      async () => {
        const response = await host.post('/api/v1/competitions/retail-demand-2024/close');
        const body = (await response.json()) as { message: string };
        return response.ok() || body.message === 'already_closed' ? 'closed' : body.message;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe('closed');
  await host.dispose();

  await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } });
  await page.goto('/competitions/official/retail-demand-2024/leaderboard');
  await expect(page.getByRole('tab', { name: '비공개 리더보드' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('대회가 종료되어 최종 순위(비공개 점수 기준)와 랭킹 포인트가 공개되었습니다.')).toBeVisible();

  await expect(page.getByTestId('leaderboard-private')).toBeVisible();
  await expect(page.getByTestId('leaderboard-awards')).toContainText(/\+[\d,]+\.\d점/);

  await page.goto('/en/competitions/official/retail-demand-2024/leaderboard');
  await expect(page.getByText('The competition is closed: the final (private) ranking and ranking points are out.')).toBeVisible();
  await page.getByRole('tab', { name: 'Public leaderboard' }).click();
  await expect(page.getByRole('tab', { name: 'Public leaderboard' })).toHaveAttribute('aria-selected', 'true');
});
