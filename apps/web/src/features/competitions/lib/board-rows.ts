import type { LeaderboardRow } from '@madang/contracts';

export type BoardLine = { kind: 'team'; row: LeaderboardRow; mine: boolean } | { kind: 'baseline'; name: string; score: number };

/** True when `a` is a better score than `b` under the metric's direction. */
export function isBetter(a: number, b: number, direction: 'higher' | 'lower'): boolean {
  return direction === 'higher' ? a > b : a < b;
}

/**
 * The board's rows with the baseline placed where its score would rank (after teams that tie it),
 * and the signed-in member's team marked.
 */
export function boardLines(
  rows: LeaderboardRow[],
  options: { direction: 'higher' | 'lower'; myTeamId: number | null; baseline: { name: string; score: number } | null },
): BoardLine[] {
  const lines: BoardLine[] = rows.map((row) => ({ kind: 'team', row, mine: row.team_id === options.myTeamId }));
  const { baseline } = options;
  if (!baseline) return lines;
  const at = rows.findIndex((row) => isBetter(baseline.score, row.score, options.direction));
  lines.splice(at === -1 ? lines.length : at, 0, { kind: 'baseline', name: baseline.name, score: baseline.score });
  return lines;
}
