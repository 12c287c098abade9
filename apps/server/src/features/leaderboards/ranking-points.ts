/**
 * Ranking points for a finish (docs/ranking-points.md), Kaggle's published formula without its time
 * decay, which is applied when points are read:
 *   100000 / sqrt(teammates) × rank^-0.75 × log10(1 + log10(teams))
 */
export function rankingPoints(options: { rank: number; teammates: number; teams: number }): number {
  if (options.teams < 2) return 0;
  return (100_000 / Math.sqrt(options.teammates)) * options.rank ** -0.75 * Math.log10(1 + Math.log10(options.teams));
}
