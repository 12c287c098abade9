import { expect, test } from '../fixtures.ts';
import { findViolations } from './axe.ts';

// The rules Lighthouse's accessibility audit failed these pages on (bench/lighthouse, docs/performance.md).
const RULES = ['color-contrast', 'aria-allowed-attr', 'heading-order', 'target-size'];

/** The pages people open first read at WCAG AA contrast, with ARIA their roles allow and headings in order. */
test('the home page, the competition list, a leaderboard and the forum pass the accessibility rules Lighthouse checked', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('D-', { exact: false }).first()).toBeVisible();
  await expect(page.locator('.medal-row .avatar').first()).toBeVisible();
  expect(await findViolations(page, { rules: RULES })).toEqual([]);

  await page.goto('/en/competitions');
  await expect(page.getByTestId('competition-list')).toBeVisible();
  expect(await findViolations(page, { rules: RULES })).toEqual([]);

  await page.goto('/competitions/official/housing-price-2025/leaderboard');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toBeVisible();
  // The selected tab keeps its filled look now that it says "selected" rather than "pressed".
  await expect(selected).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await findViolations(page, { rules: RULES })).toEqual([]);

  await page.goto('/en/community/forum');
  await expect(page.locator('.talk-cat-tip').first()).toBeVisible();
  expect(await findViolations(page, { rules: RULES })).toEqual([]);
});
