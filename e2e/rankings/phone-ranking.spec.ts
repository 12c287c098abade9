import { expect, test } from '../fixtures.ts';

/** On a phone the ranking keeps each member's name and points whole, on one line each. */
test('a phone shows each ranked name and its points on one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ranking');
  const rows = page.getByTestId('ranking-table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const lines = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => {
      const linesOf = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      };
      const cells = (row as HTMLTableRowElement).cells;
      return { name: linesOf(cells[1]!.querySelector('a span:not(.avatar)')!), points: linesOf(cells[cells.length - 1]!) };
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(
    lines.every((row) => row.name === 1 && row.points === 1),
    JSON.stringify(lines),
  ).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
