import { findViolations } from '../accessibility/axe.ts';
import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { demoProject } from './demo-content.ts';

const RULES = [
  'color-contrast',
  'aria-allowed-attr',
  'aria-valid-attr-value',
  'aria-progressbar-name',
  'heading-order',
  'label',
  'button-name',
  'link-name',
  'list',
  'listitem',
  'image-alt',
];

/** The learning pages read at WCAG AA contrast, name their controls and progress bars, and keep their headings in order. */
test('the hub, the list, an overview and a code step pass the accessibility rules', async ({ page }) => {
  await page.goto('/hackathon');
  await expect(page.getByTestId('edu-project-card').first()).toBeVisible();
  expect(await findViolations(page, { rules: RULES })).toEqual([]);

  await signUpFreshMember(page, 'a11y');
  await page.goto('/en/edu');
  await expect(page.getByTestId('edu-project-card').first()).toBeVisible();
  expect(await findViolations(page, { rules: RULES })).toEqual([]);

  await page.getByTestId('edu-project-card').filter({ hasText: demoProject.title.en }).getByRole('link').first().click();
  await expect(page.getByTestId('stage-list')).toBeVisible();
  expect(await findViolations(page, { rules: RULES })).toEqual([]);

  await page.getByRole('link', { name: 'Start learning' }).click();
  await page.getByTestId('step-panel').getByRole('button', { name: 'Mark as read and continue' }).click();
  await expect(page.getByTestId('step-panel').getByTestId('code-editor')).toBeVisible();
  await page.getByTestId('step-panel').getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('run-output').getByTestId('run-error')).toBeVisible({ timeout: 60_000 });
  expect(await findViolations(page, { rules: RULES })).toEqual([]);
});
