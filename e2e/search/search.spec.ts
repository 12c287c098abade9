import { expect, signUpFreshMember, test } from '../fixtures.ts';

test('searching from the header in Korean and English, with counts per tab, highlights and an empty keyword refused', async ({ page }) => {
  await signUpFreshMember(page, 'searcher');
  const word = `잔차검증${Date.now().toString(36)}`;
  const posted = await page.request.post('/api/talkboard/v3', { data: { cpt_id: 0, title: `${word} 정리`, content: `${word} 방법을 공유합니다.` } });
  expect(posted.ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/search\?tab=total$/);
  await expect(page.getByRole('heading', { name: '인기 검색어' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: '검색어' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('검색어를 입력해 주세요.');

  await box.fill(word);
  await box.press('Enter');
  await expect(page).toHaveURL(/tab=total&keyword=/);
  await expect(page.getByRole('tab', { name: /토론\s*1/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /대회\s*0/ })).toBeVisible();
  await expect(page.getByTestId('search-hits').locator('mark').first()).toHaveText(word);

  await page.getByRole('tab', { name: /토론/ }).click();
  await expect(page).toHaveURL(/tab=talk/);
  await page.getByRole('link', { name: `${word} 정리` }).click();
  await expect(page).toHaveURL(/\/forum\/\d+$/);

  // English: competitions are found by their English names too.
  await page.goto('/en');
  await page.getByRole('link', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search keyword' }).fill('forecast');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('tab', { name: /Competitions\s*[1-9]/ })).toBeVisible();
  await page.getByRole('tab', { name: /Competitions/ }).click();
  await expect(page.getByTestId('search-hits').locator('mark').first()).toHaveText(/forecast/i);
  await page.getByRole('searchbox', { name: 'Search keyword' }).fill('x'.repeat(51));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please use a search keyword of 50 characters or fewer.');
});
