import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { demoProject } from './demo-content.ts';

test('the project list filters by subject and level in the address, and the guide explains levels, XP and subscriptions', async ({ page }) => {
  await page.goto('/edu');
  const cards = page.getByTestId('edu-project-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await page.getByLabel('난이도').selectOption('beginner');
  await expect(page).toHaveURL(/\/edu\?level=beginner$/);
  await expect(cards.filter({ hasText: demoProject.title.ko })).toHaveCount(1);
  for (const card of await cards.all()) await expect(card).toContainText('입문');
  expect(await cards.count()).toBeLessThan(all);
  await page.getByLabel('주제').selectOption('statistics');
  await expect(page.getByText('조건에 맞는 프로젝트가 없습니다')).toBeVisible();

  await page.goto('/en/edu/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Madang Learning');
  await expect(page.getByRole('heading', { name: 'Levels' })).toBeVisible();
  await expect(page.getByText('Each hint costs 10 XP.')).toBeVisible();
  await expect(page.getByText('The model answer costs 30 XP.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free projects and subscriptions' })).toBeVisible();
});

test('the notebook page gives a member the project as a notebook in either language, and says how to open it in Colab', async ({ page }) => {
  // A visitor is asked to log in before the download.
  await page.goto('/en/hackathon');
  await page.getByTestId('edu-project-card').filter({ hasText: demoProject.title.en }).first().getByRole('link').first().click();
  await page.getByRole('link', { name: 'Open as a notebook' }).click();
  await expect(page).toHaveURL(/\/en\/edu\/colab-project\/\d+$/);
  await expect(page.getByRole('button', { name: 'Log in to learn' })).toBeVisible();
  await signUpFreshMember(page, 'notebook');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoProject.title.en);
  for (const [name, lang] of [
    ['Korean notebook', 'ko'],
    ['English notebook', 'en'],
  ] as const) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    expect(href).toMatch(new RegExp(`/notebook\\.ipynb\\?lang=${lang}$`));
    const notebook = await page.request.get(href!);
    expect(notebook.status()).toBe(200);
    expect(((await notebook.json()) as { cells: unknown[] }).cells.length).toBeGreaterThan(0);
  }
  await expect(page.getByText('Colab opens notebooks from GitHub, Google Drive or an upload')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Colab (new tab)' })).toHaveAttribute('target', '_blank');
});
