import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { computeBoard } from '../leaderboards/compute-board.ts';

/** Quotes a cell when it needs it, and defuses text a spreadsheet would run as a formula. */
const cell = (value: string | number | null) => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A board as CSV for the host's records. The private board exists only after the close, for the
 * host as for everyone (no private score leaves the server earlier).
 */
export async function exportBoard(db: Executor, options: { competition: CompetitionRow; board: 'public' | 'private' }): Promise<string> {
  const { competition, board } = options;
  if (board === 'private' && competition.status !== 'closed') throw forbidden('private_not_revealed');
  const entries = await computeBoard(db, { competition, board });
  const header = [
    'rank',
    'team_id',
    'team_name',
    'members',
    board === 'private' ? 'private_score' : 'public_score',
    'public_score',
    'submission_id',
    'submissions',
    'submitted_at',
  ];
  const lines = entries.map((e) =>
    [e.rank, e.teamId, e.teamName, e.members.map((m) => m.name).join(' '), e.score, e.publicScore, e.submissionId, e.submissionCount, e.submittedAt.toISOString()]
      .map(cell)
      .join(','),
  );
  // The BOM lets spreadsheet programs read the Korean names as UTF-8.
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
