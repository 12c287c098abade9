import { expect, signUpFreshMember, test } from '../fixtures.ts';

/**
 * A member answers the demo job survey (id 2) and joins the talent pool with consent; the admin finds them by skill
 * in the console's talent pool; the member leaves on their account page and the same search no longer finds them.
 */
test('a member joins the talent pool through the job survey, an admin finds them, and leaving removes them at once', async ({ page, browser, baseURL }) => {
  const memberContext = await browser.newContext({ baseURL: baseURL! });
  const memberPage = await memberContext.newPage();
  const member = await signUpFreshMember(memberPage, 'talent');
  const skill = `skill${Date.now().toString(36)}`;
  await memberPage.goto('/job/survey/2');
  await memberPage.getByTestId('question-years').getByLabel('3', { exact: true }).check();
  await memberPage.getByTestId('question-field').getByRole('textbox').fill('추천 시스템');
  await memberPage.getByLabel('인재 풀에 등록하기').check();
  await memberPage.getByLabel('기술 (쉼표로 구분)').fill(`Python, ${skill}`);
  await memberPage.getByLabel('수준').selectOption('advanced');
  await memberPage.getByRole('button', { name: '응답 제출' }).click();
  // Without the consent tick the server refuses and names it; nothing is stored.
  await expect(memberPage.getByText('인재 풀에 등록하려면 동의가 필요합니다.')).toBeVisible();
  await memberPage.getByLabel('위 내용에 동의합니다').check();
  await memberPage.getByRole('button', { name: '응답 제출' }).click();
  await expect(memberPage.getByTestId('survey-thanks')).toBeVisible();
  await expect(memberPage.getByTestId('talent-joined')).toContainText(skill);

  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  await page.goto('/host/talent');
  const search = page.getByRole('search');
  await search.getByLabel('기술').fill(skill);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page.getByTestId('talent-row')).toHaveCount(1);
  await expect(page.getByTestId('talent-row')).toContainText(member.email);

  // The entry shows on the member's account page too, and leaving there is leaving everywhere.
  await memberPage.goto('/account');
  const accountEntry = memberPage.getByTestId('account-talent-pool');
  await expect(accountEntry.getByTestId('talent-joined')).toContainText(skill);
  await accountEntry.getByRole('button', { name: '인재 풀 탈퇴' }).click();
  await expect(memberPage.getByText('인재 풀에서 탈퇴했습니다.')).toBeVisible();
  await expect(accountEntry).toHaveCount(0);
  await memberPage.goto('/job/survey/2');
  await expect(memberPage.getByTestId('talent-pool').getByRole('button', { name: '인재 풀에 등록하기' })).toBeVisible();
  await expect(memberPage.getByTestId('talent-joined')).toHaveCount(0);
  await memberContext.close();
  await page.reload();
  await page.getByRole('search').getByLabel('기술').fill(skill);
  await page.getByRole('search').getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('조건에 맞는 인재가 없습니다.')).toBeVisible();
});
