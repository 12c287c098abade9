import { expect, test } from '../fixtures.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The console's date inputs are in Korean time (UTC+9, no daylight saving). */
const kst = (time: number) => new Date(time + 9 * 60 * MINUTE).toISOString().slice(0, 16);

// The refused first save is provoked on purpose.
test.use({ viewport: { width: 375, height: 740 }, allowFailures: [/^400 \/api\/v1\/host\/competitions$/] });

/**
 * On a phone, creating a competition is a short first step: a refused save brings the host to the
 * first named field with a summary at the top; metrics read by name; a competition that starts next
 * week is "upcoming" in the console; its pages are then written one at a time.
 */
test('a host creates a competition in a short first step, lands on the first error, and writes its pages one at a time', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);
  const slug = `steps-${Date.now().toString(36)}`;
  await page.goto('/host/competitions/new');
  const form = page.getByTestId('competition-form');
  await expect(form).toBeVisible();
  // The first step holds the basics only: no markdown editor, and a few screens rather than dozens.
  await expect(form.locator('textarea')).toHaveCount(0);
  expect((await form.boundingBox())!.height).toBeLessThan(3_000);

  // Metrics by their names, with the direction and a one-line description.
  const metric = page.getByLabel('평가 지표');
  await expect(metric.locator('option', { hasText: 'RMSE (낮을수록 좋음)' })).toHaveCount(1);
  await expect(metric.locator('option', { hasText: '이차 가중 카파 (높을수록 좋음)' })).toHaveCount(1);
  await expect(metric.locator('option', { hasText: 'quadratic_weighted_kappa' })).toHaveCount(0);
  await metric.selectOption('quadratic_weighted_kappa');
  await expect(form.getByText('순서가 있는 레이블의 일치도로, 멀리 틀릴수록 크게 깎입니다.')).toBeVisible();

  // Saved from the bottom with a bad address name at the top: the summary says so and that field
  // takes the focus, scrolled into view.
  const slugField = page.getByLabel('주소 이름(slug)');
  await slugField.fill('Not a slug!');
  await page.getByRole('button', { name: '초안 만들기' }).scrollIntoViewIfNeeded();
  await expect(slugField).not.toBeInViewport();
  await page.getByRole('button', { name: '초안 만들기' }).click();
  await expect(page.getByTestId('form-error-summary')).toHaveText('표시된 항목을 확인해 주세요.');
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expect(slugField).toBeFocused();
  await expect(slugField).toBeInViewport();

  await slugField.fill(slug);
  await page.getByLabel('대회 이름 (한국어)').fill('다음 주에 시작하는 대회');
  await page.getByLabel('대회 이름 (영어)').fill('Starts next week');
  await page.getByLabel('시작', { exact: true }).fill(kst(Date.now() + 7 * DAY));
  await page.getByLabel('마감', { exact: true }).fill(kst(Date.now() + 37 * DAY));
  await page.getByRole('button', { name: '초안 만들기' }).click();
  await expect(page).toHaveURL(/\/host\/competitions\/\d+\?tab=pages$/);
  const editUrl = page.url();
  await expect(page.locator('.host-head').getByText('예정', { exact: true })).toBeVisible();

  // One page at a time: the picker switches pages, the editor holds one page in two languages.
  const editor = page.getByTestId('pages-editor');
  await expect(editor.locator('textarea')).toHaveCount(2);
  await editor.getByRole('button', { name: /^평가 방식/ }).click();
  const evaluation = editor.getByRole('group', { name: '평가 방식' });
  await evaluation.getByLabel('한국어').fill('## 지표\n이차 가중 카파로 평가합니다.');
  await evaluation.getByLabel('영어').fill('## Metric\nQuadratic weighted kappa.');
  await expect(evaluation.getByRole('heading', { name: '지표' })).toBeVisible();
  await editor.getByRole('button', { name: '평가 방식 저장' }).click();
  await expect(page.getByText('평가 방식 페이지를 저장했습니다.')).toBeVisible();
  await page.goto(editUrl);
  await editor.getByRole('button', { name: /^평가 방식/ }).click();
  await expect(editor.getByRole('group', { name: '평가 방식' }).getByLabel('한국어')).toHaveValue('## 지표\n이차 가중 카파로 평가합니다.');
  await editor.getByRole('button', { name: /^대회 설명/ }).click();
  await expect(editor.getByRole('group', { name: '대회 설명' }).getByLabel('한국어')).toHaveValue('');

  // The console's list calls it upcoming too, not active.
  await page.goto('/host');
  const row = page.getByRole('row', { name: /다음 주에 시작하는 대회/ });
  await expect(row.getByText('예정', { exact: true })).toBeVisible();
  await expect(row.getByText('진행', { exact: true })).toHaveCount(0);
});
