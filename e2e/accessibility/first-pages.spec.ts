import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// Evaluated rather than added as a <script>: the platform's CSP rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The rules Lighthouse's accessibility audit failed these pages on (bench/lighthouse, docs/performance.md).
const RULES = ['color-contrast', 'aria-allowed-attr', 'heading-order', 'target-size'];

async function findViolations(page: Page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'rule', values: rules } });
  }, RULES);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The pages people open first read at WCAG AA contrast, with ARIA their roles allow and headings in order. */
test('the home page, the competition list, a leaderboard and the forum pass the accessibility rules Lighthouse checked', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('D-', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.medal-row .avatar').first()).toBeVisible();
  expect(await findViolations(page)).toEqual([]);

  await page.goto('/en/competitions');
  await expect(page.getByTestId('competition-list')).toBeVisible();
  expect(await findViolations(page)).toEqual([]);

  await page.goto('/competitions/official/housing-price-2025/leaderboard');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toBeVisible();
  // The selected tab keeps its filled look now that it says "selected" rather than "pressed".
  await expect(selected).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await findViolations(page)).toEqual([]);

  await page.goto('/en/community/forum');
  await expect(page.locator('.talk-cat-tip').first()).toBeVisible();
  expect(await findViolations(page)).toEqual([]);
});
