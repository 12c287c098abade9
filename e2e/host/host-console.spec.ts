import { expect, signUpFreshMember, test } from '../fixtures.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IDS = Array.from({ length: 20 }, (_, i) => i + 1);
const id = (i: number) => `TEST_${String(i).padStart(2, '0')}`;
const usage = (i: number) => (i % 2 === 1 ? 'Public' : 'Private');

/** The console's date inputs are in Korean time (UTC+9, no daylight saving). */
const kst = (time: number) => new Date(time + 9 * 60 * MINUTE).toISOString().slice(0, 16);
/** How the web app prints a score. */
const shown = (score: number) => score.toFixed(5);
const csv = (header: string, rows: (string | number)[][]) => Buffer.from(`${header}\n${rows.map((row) => row.join(',')).join('\n')}\n`);

// A small regression task: the target of row i is i. The first truth has a slip in its last five
// rows (one too many), which the host corrects and re-scores; the member is off by -1, 0 or +1.
const target = (i: number) => i;
const slipped = (i: number) => (i > 15 ? i + 1 : i);
const prediction = (i: number) => i + (i % 3) - 1;
const truthCsv = (value: (i: number) => number) =>
  csv(
    'id,target,Usage',
    IDS.map((i) => [id(i), value(i), usage(i)]),
  );
const rmse = (split: string, truth: (i: number) => number, predict: (i: number) => number) => {
  const rows = IDS.filter((i) => usage(i) === split);
  return Math.sqrt(rows.reduce((sum, i) => sum + (predict(i) - truth(i)) ** 2, 0) / rows.length);
};

/**
 * The demo host creates a competition in the console (Korean), uploads its data, sample and ground
 * truth, sees the sample scored and publishes it; a member (English) joins and submits; the host
 * corrects the truth, re-scores, ends and closes the competition; the member sees the private board.
 */
test('a host creates, publishes, re-scores and closes a competition; the member sees the private board', async ({ page, browser, baseURL }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);
  const tab = (name: string) => page.getByRole('navigation', { name: '대회 관리 메뉴' }).getByRole('button', { name, exact: true });
  const slug = `host-journey-${Date.now().toString(36)}`;

  // The draft: running since yesterday, ending in half an hour, scored by RMSE.
  await page.goto('/host');
  await page.getByRole('link', { name: '새 대회 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 대회 만들기' })).toBeVisible();
  await page.getByLabel('주소 이름(slug)').fill(slug);
  await page.getByLabel('대회 이름 (한국어)').fill('호스트 여정 회귀 대회');
  await page.getByLabel('대회 이름 (영어)').fill('Host journey regression');
  await page.getByLabel('시작', { exact: true }).fill(kst(Date.now() - DAY));
  await page.getByLabel('마감', { exact: true }).fill(kst(Date.now() + 30 * MINUTE));
  await page.getByLabel('평가 지표').selectOption('rmse');
  await page.getByRole('button', { name: '초안 만들기' }).click();
  await expect(page).toHaveURL(/\/host\/competitions\/\d+\?tab=pages$/);
  await expect(page.getByRole('heading', { level: 1, name: '호스트 여정 회귀 대회' })).toBeVisible();
  await expect(page.getByText('초안', { exact: true })).toBeVisible();

  // The pages follow the basics, one at a time, each beside its preview.
  const description = page.getByRole('group', { name: '대회 설명' });
  await description.getByLabel('한국어').fill('## 목표\n각 행의 **target** 값을 예측합니다.');
  await expect(description.getByRole('heading', { name: '목표' })).toBeVisible();
  await page.getByRole('button', { name: '대회 설명 저장' }).click();
  await expect(page.getByText('대회 설명 페이지를 저장했습니다.')).toBeVisible();

  // Data, sample and ground truth; the check scores the sample on both halves of the split.
  await tab('데이터·정답').click();
  const check = page.getByTestId('setup-check');
  await expect(check).toContainText('올린 데이터 파일이 없습니다.');
  await page.getByLabel('파일', { exact: true }).setInputFiles({
    name: 'train.csv',
    mimeType: 'text/csv',
    buffer: csv(
      'id,feature,target',
      IDS.map((i) => [`TRAIN_${i}`, i * 2, target(i)]),
    ),
  });
  await page.getByRole('button', { name: '데이터 올리기' }).click();
  await expect(page.getByText('train.csv 파일을 올렸습니다.')).toBeVisible();
  await page.getByLabel('파일', { exact: true }).setInputFiles({
    name: 'sample_submission.csv',
    mimeType: 'text/csv',
    buffer: csv(
      'id,target',
      IDS.map((i) => [id(i), 0]),
    ),
  });
  await page.getByLabel('샘플 제출 파일로 표시').check();
  await page.getByRole('button', { name: '데이터 올리기' }).click();
  await expect(page.getByText('sample_submission.csv 파일을 올렸습니다.')).toBeVisible();
  await page.getByLabel('정답 파일(CSV)').setInputFiles({ name: 'truth.csv', mimeType: 'text/csv', buffer: truthCsv(slipped) });
  await expect(page.getByRole('combobox', { name: '평가 지표' })).toHaveValue('rmse');
  await page.getByRole('button', { name: '정답 올리기' }).click();
  await expect(page.getByText('정답 20행을 등록했습니다.')).toBeVisible();
  await expect(check).toContainText('20행 · 버전 1 · 열: id, target');
  const zero = () => 0;
  await expect(check.getByTestId('sample-score')).toHaveText(`샘플 제출 점수 — 공개 ${shown(rmse('Public', slipped, zero))} / 비공개 ${shown(rmse('Private', slipped, zero))}`);
  await expect(check).toContainText('공개할 준비가 되었습니다.');
  await check.getByRole('button', { name: '대회 공개' }).click();
  await expect(page.getByText('대회를 공개했습니다.')).toBeVisible();
  await expect(check).toContainText('이미 공개된 대회입니다.');

  // A member, in English, accepts the rules and joins, then submits a file on the submissions page.
  const memberContext = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const member = await memberContext.newPage();
  const { name } = await signUpFreshMember(member, 'solver');
  await member.goto(`/en/competitions/official/${slug}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Host journey regression' })).toBeVisible();
  await member.getByRole('link', { name: 'Data', exact: true }).click();
  await member.getByRole('link', { name: 'Accept the rules' }).click();
  await member.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await member.getByRole('button', { name: 'Accept and join' }).click();
  await expect(member.getByRole('button', { name: 'Download sample_submission.csv' })).toBeVisible();
  await member.getByRole('link', { name: 'Submissions', exact: true }).click();
  await member.getByLabel('Submission file').setInputFiles({
    name: 'predictions.csv',
    mimeType: 'text/csv',
    buffer: csv(
      'id,target',
      IDS.map((i) => [id(i), prediction(i)]),
    ),
  });
  await member.getByLabel('Memo').fill('off by one here and there');
  await member.getByRole('button', { name: 'Submit', exact: true }).click();
  await member.getByTestId('submit-confirm').getByRole('button', { name: 'Submit' }).click();
  await member.getByTestId('badge-modal').getByRole('button', { name: 'Close' }).click();
  const mine = member.getByTestId('submission-table').getByRole('row', { name: /predictions\.csv/ });
  await expect(mine.getByTestId('submission-status')).toHaveText('Scored', { timeout: 30_000 });
  await expect(mine.getByTestId('submission-public-score')).toHaveText(shown(rmse('Public', slipped, prediction)));

  // The host corrects the truth and re-scores every submission against it.
  await page.reload();
  await page.getByLabel('정답 파일(CSV)').setInputFiles({ name: 'truth.csv', mimeType: 'text/csv', buffer: truthCsv(target) });
  await page.getByRole('button', { name: '정답 올리기' }).click();
  await expect(check).toContainText('20행 · 버전 2');
  await tab('운영').click();
  const rescore = page.getByTestId('rescore');
  await rescore.getByRole('button', { name: '재채점 시작' }).click();
  await expect(rescore).toContainText('재채점 완료', { timeout: 30_000 });
  await expect(rescore).toContainText('1 / 1 (실패 0)');
  await expect(rescore.getByRole('progressbar', { name: '재채점' })).toHaveAttribute('value', '1');

  // A published end cannot be moved in the details form; closing before the deadline ends it now.
  await tab('대회 정보').click();
  await expect(page.getByLabel('마감', { exact: true })).toBeDisabled();
  await tab('운영').click();
  await page.getByRole('button', { name: '대회 종료' }).click();
  await expect(page.getByRole('dialog')).toContainText('아직 마감 전입니다.');
  await page.getByRole('dialog').getByRole('button', { name: '대회 종료' }).click();
  await expect(page.getByText('대회를 종료했습니다.')).toBeVisible();
  await expect(page.getByText(/에 종료되었습니다\.$/)).toBeVisible();
  await expect(page.getByText('종료', { exact: true })).toBeVisible();

  // The member's board is now the final, private one, with the re-scored result.
  await member.goto(`/en/competitions/official/${slug}/leaderboard`);
  await expect(member.getByRole('tab', { name: 'Private leaderboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(member.getByText('The competition is closed: the final (private) ranking and ranking points are out.')).toBeVisible();
  const row = member.getByTestId('leaderboard-private').getByTestId('leaderboard-mine');
  await expect(row).toContainText(name);
  await expect(row).toContainText(shown(rmse('Private', target, prediction)));
  await memberContext.close();
});
