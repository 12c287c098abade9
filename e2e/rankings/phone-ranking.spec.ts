import { expect, test } from '../fixtures.ts';
import { pageOverflow, textLines } from '../layout/measure.ts';

/** On a phone the ranking keeps each member's name and points whole, on one line each. */
test('a phone shows each ranked name and its points on one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ranking');
  const rows = page.getByTestId('ranking-table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const lines = await Promise.all(
    (await rows.all()).slice(1).map(async (row) => {
      const cells = row.locator('td, th');
      return { name: await textLines(cells.nth(1).locator('a span:not(.avatar)').first()), points: await textLines(cells.last()) };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(
    lines.every((row) => row.name === 1 && row.points === 1),
    JSON.stringify(lines),
  ).toBe(true);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
