/// <reference lib="dom" />
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { demoProject } from '../learning/demo-content.ts';

// Choosing the first option of every question answers three right (python, statistics and visualization's
// first questions) and misses both pandas questions: a beginner, who is sent to the pandas basics demo.
const QUESTIONS = 10;

test('한국어로 레벨 테스트를 보고 결과에서 데모 프로젝트를 추천받고, 공유 링크를 영어로 열어 관심 과목 설문으로 추천을 바꾼다', async ({ page }) => {
  await page.goto('/mbti/ds-level-test');
  await expect(page.getByRole('heading', { level: 1, name: '데이터 과학 레벨 테스트' })).toBeVisible();

  for (let number = 1; number <= QUESTIONS; number += 1) {
    await expect(page.getByText(`${number} / ${QUESTIONS} 문제`)).toBeVisible();
    const next = page.getByRole('button', { name: number === QUESTIONS ? '결과 보기' : '다음 문제' });
    await expect(next).toBeDisabled();
    // Keyboard only: focus the first option, choose it with Space, go on with Enter.
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.keyboard.press('Enter');
  }

  await expect(page).toHaveURL(/\/mbti\/ds-level-test-result\?a=0000000000$/);
  await expect(page.getByText('10문제 중 3문제 정답')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '입문' })).toBeVisible();
  // The level is the page's headline: drawn larger than the headings of the sections below it.
  const textSize = (heading: Locator) => heading.evaluate((element) => Number.parseFloat(getComputedStyle(element.firstElementChild ?? element).fontSize));
  expect(await textSize(page.getByRole('heading', { level: 1, name: '입문' }))).toBeGreaterThan(await textSize(page.getByRole('heading', { level: 2, name: '과목별 결과' })));
  const projects = page.getByRole('list', { name: '추천 학습 프로젝트' });
  // Other journeys publish projects of their own on the same server: the order among them is the unit tests' to prove.
  await expect(projects.getByRole('link').filter({ hasText: demoProject.title.ko })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: '연습 대회' })).toBeVisible();

  const shared = await page.getByRole('textbox', { name: '결과 공유 링크' }).inputValue();
  const url = new URL(shared);
  expect(url.pathname).toBe('/mbti/ds-level-test-result');

  await page.goto(`/en${url.pathname}${url.search}`);
  await expect(page.getByText('3 of 10 answers right')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Beginner' })).toBeVisible();
  const recommended = page.getByRole('list', { name: 'Recommended learning projects' }).getByTestId('edu-project-card');
  await expect(recommended.filter({ hasText: demoProject.title.en })).toHaveCount(1);
  // The weakest subject (machine learning, none right) is recommended.
  await expect(recommended.filter({ hasText: 'Machine learning' }).first()).toBeVisible();

  // The survey moves the subjects the taker wants first; it asks for at least one.
  await page.getByRole('link', { name: 'Tell us what you want to learn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What do you want to learn?' })).toBeVisible();
  await page.getByRole('button', { name: 'Update my recommendations' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one subject.');
  await page.getByRole('checkbox', { name: 'Visualization' }).check();
  await page.getByRole('button', { name: 'Update my recommendations' }).click();
  await expect(page).toHaveURL(/\/en\/mbti\/ds-level-test-result\?a=0000000000&i=visualization$/);
  await expect(page.getByText('Recommendations put Visualization first.')).toBeVisible();
  await expect(recommended.filter({ hasText: demoProject.title.en })).toHaveCount(1);
  await expect(recommended.filter({ hasText: 'Visualization' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link to share this result' })).toHaveValue(/\?a=0000000000&i=visualization$/);

  // A cut link says so and leads to the test.
  await page.goto('/en/mbti/ds-level-test-result?a=00');
  await expect(page.getByRole('alert')).toContainText('This result link cannot be read');
  await page.getByRole('link', { name: 'Take the test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data-science level test' })).toBeVisible();
});
