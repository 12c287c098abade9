/** Decimals a board shows when the competition names none. */
export const DEFAULT_SCORE_DECIMALS = 5;

/**
 * A score as every board and table shows it: always `decimals` digits, so the scores of one board line
 * up and compare digit by digit (0.99810 beside 0.99602, not 0.9981). No score is a dash.
 */
export function formatScore(score: number | null, decimals = DEFAULT_SCORE_DECIMALS): string {
  if (score === null || !Number.isFinite(score)) return '-';
  return score.toFixed(decimals);
}
