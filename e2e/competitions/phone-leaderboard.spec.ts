import { expect, test } from '../fixtures.ts';
import { pageOverflow, textLines } from '../layout/measure.ts';

const COMPETITION = '/competitions/official/housing-price-2025';

/** On a phone the leaderboard's numbers stay whole and the score chart stays readable. */
test('a phone shows each score on one line and the score chart with readable labels', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${COMPETITION}/leaderboard`);
  const rows = page.getByTestId('leaderboard-public').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The score column is narrow on a phone; a score split over two lines reads as two numbers.
  const scoreLines = await Promise.all((await rows.all()).slice(1).map((row) => textLines(row.getByRole('cell').nth(2))));
  expect(scoreLines.length).toBeGreaterThan(0);
  expect(
    scoreLines.every((lines) => lines === 1),
    `lines per score: ${scoreLines.join(', ')}`,
  ).toBe(true);

  await page.goto(`${COMPETITION}/leaderboard/chart`);
  const chart = page.getByTestId('score-chart');
  await expect(chart).toBeVisible();
  // Shrunk to the phone's width its 12 px axis labels would be 5 px high; the plot scrolls sideways instead.
  const labelHeight = await chart
    .getByText(/\d/)
    .first()
    .evaluate((label) => label.getBoundingClientRect().height);
  expect(labelHeight).toBeGreaterThanOrEqual(9);
  // A plot wider than the phone opens at its end, where the latest scores are.
  const latest = await chart.locator('circle').first().boundingBox();
  expect(latest!.x + latest!.width).toBeLessThanOrEqual(375);
  expect(latest!.x).toBeGreaterThanOrEqual(0);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
