import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '@madang/contracts';
import { boardLines } from './board-rows.ts';

const row = (rank: number, teamId: number, score: number): LeaderboardRow => ({
  rank,
  team_id: teamId,
  team_name: `team ${teamId}`,
  members: [],
  score,
  submission_count: 1,
  submitted_at: '2025-03-01T00:00:00Z',
});

const kinds = (lines: ReturnType<typeof boardLines>) => lines.map((line) => (line.kind === 'team' ? line.row.team_id : 'baseline'));

describe('boardLines', () => {
  it('places the baseline below the teams that beat or tie it (lower is better)', () => {
    const rows = [row(1, 10, 0.5), row(2, 11, 0.8), row(3, 12, 1.2)];
    const lines = boardLines(rows, { direction: 'lower', myTeamId: null, baseline: { name: 'Baseline', score: 0.8 } });
    expect(kinds(lines)).toEqual([10, 11, 'baseline', 12]);
  });

  it('places the baseline by a higher-is-better metric too, last when every team beats it', () => {
    const rows = [row(1, 10, 0.9), row(2, 11, 0.7)];
    expect(kinds(boardLines(rows, { direction: 'higher', myTeamId: null, baseline: { name: 'B', score: 0.8 } }))).toEqual([10, 'baseline', 11]);
    expect(kinds(boardLines(rows, { direction: 'higher', myTeamId: null, baseline: { name: 'B', score: 0.1 } }))).toEqual([10, 11, 'baseline']);
  });

  it("marks the member's own team", () => {
    const lines = boardLines([row(1, 10, 1), row(2, 11, 2)], { direction: 'lower', myTeamId: 11, baseline: null });
    expect(lines.map((line) => line.kind === 'team' && line.mine)).toEqual([false, true]);
  });
});
