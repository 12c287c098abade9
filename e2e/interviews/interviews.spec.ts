import { expect, test } from '../fixtures.ts';

/**
 * The demo admin writes a winner interview in the host console, linked to the demo's closed
 * competition; a visitor finds it from the ranking menu's interview list, reads it and follows the
 * link to the competition, and meets it again in English under the More menu and the community tab.
 */
test('an admin writes a winner interview; a visitor reads it in Korean and in English', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const stamp = Date.now().toString(36);
  const title = `봄 시즌 우승 팀 인터뷰 ${stamp}`;

  await page.goto('/host');
  await page.getByRole('navigation', { name: '호스트 콘솔 메뉴' }).getByRole('link', { name: '우승자 인터뷰' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '우승자 인터뷰 관리' })).toBeVisible();
  // The demo's three interviews are listed.
  await expect(page.getByTestId('host-interview-row')).toHaveCount(3);
  await page.getByRole('link', { name: '새 인터뷰' }).click();
  await expect(page).toHaveURL(/\/host\/interviews\/new$/);

  await page.getByLabel('제목').fill(title);
  await page.getByLabel('요약 (목록 카드에 보입니다)').fill('검증 세트를 먼저 만든 팀의 이야기');
  await page.getByLabel('본문 (마크다운)').fill('## 비결\n**시간 순서** 검증이었습니다.');
  await page.getByRole('tab', { name: '영어' }).click();
  await page.getByLabel('제목').fill(`Spring season winners ${stamp}`);
  await page.getByLabel('요약 (목록 카드에 보입니다)').fill('The team that built its validation set first');
  await page.getByLabel('본문 (마크다운)').fill('## The secret\nA **time-ordered** validation.');
  await page.getByLabel('수상자', { exact: true }).fill('팀 봄바람 — 윤가람');
  await page.getByLabel('대회', { exact: true }).selectOption({ label: '2024 유통 수요 예측 경진대회' });
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/host\/interviews$/);
  await expect(page.getByTestId('host-interview-row').filter({ hasText: title })).toContainText('2024 유통 수요 예측 경진대회');

  // A visitor: the newest interview heads the list.
  await page.context().clearCookies();
  await page.goto('/ranking/interview');
  await expect(page.getByRole('heading', { level: 1, name: '우승자 인터뷰' })).toBeVisible();
  const first = page.getByTestId('interview-list').getByRole('listitem').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('팀 봄바람 — 윤가람');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/ranking\/interview\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('수상자: 팀 봄바람 — 윤가람')).toBeVisible();
  await expect(page.getByTestId('interview-body').getByRole('heading', { name: '비결' })).toBeVisible();
  await expect(page.getByRole('link', { name: /2024 유통 수요 예측 경진대회/ })).toHaveAttribute('href', '/competitions/official/retail-demand-2024/overview/description');
  // The older demo interview is the previous one.
  await page.getByRole('link', { name: /^2024 유통 수요 예측 1위 팀 인터뷰/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^2024 유통 수요 예측 1위 팀 인터뷰/ })).toBeVisible();

  // In English under the More menu, and on the community tab.
  await page.goto('/en/more/interview');
  await expect(page.getByRole('heading', { level: 1, name: 'Winner interviews' })).toBeVisible();
  await page
    .getByTestId('interview-list')
    .getByRole('link', { name: new RegExp(`Spring season winners ${stamp}`) })
    .click();
  await expect(page).toHaveURL(/\/en\/more\/interview\/\d+$/);
  await expect(page.getByText('Winners: 팀 봄바람 — 윤가람')).toBeVisible();
  await expect(page.getByTestId('interview-body').getByRole('heading', { name: 'The secret' })).toBeVisible();
  await page.goto('/en/community/interviews');
  await expect(page.getByTestId('interview-list')).toContainText(`Spring season winners ${stamp}`);
});
