import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { demoProject } from './demo-content.ts';

// Evaluated rather than added as a <script>: the platform's CSP refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RULES = ['color-contrast', 'aria-allowed-attr', 'aria-valid-attr-value', 'aria-progressbar-name', 'heading-order', 'label', 'button-name', 'link-name', 'list', 'listitem', 'image-alt'];

async function findViolations(page: Page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'rule', values: rules } });
  }, RULES);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The learning pages read at WCAG AA contrast, name their controls and progress bars, and keep their headings in order. */
test('the hub, the list, an overview and a code step pass the accessibility rules', async ({ page }) => {
  await page.goto('/hackathon');
  await expect(page.getByTestId('edu-project-card').first()).toBeVisible();
  expect(await findViolations(page)).toEqual([]);

  await signUpFreshMember(page, 'a11y');
  await page.goto('/en/edu');
  await expect(page.getByTestId('edu-project-card').first()).toBeVisible();
  expect(await findViolations(page)).toEqual([]);

  await page.getByTestId('edu-project-card').filter({ hasText: demoProject.title.en }).getByRole('link').first().click();
  await expect(page.getByTestId('stage-list')).toBeVisible();
  expect(await findViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Start learning' }).click();
  await page.getByTestId('step-panel').getByRole('button', { name: 'Mark as read and continue' }).click();
  await expect(page.getByTestId('step-panel').getByTestId('code-editor')).toBeVisible();
  await page.getByTestId('step-panel').getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('run-output').getByTestId('run-error')).toBeVisible({ timeout: 60_000 });
  expect(await findViolations(page)).toEqual([]);
});
