import { type Leaderboard, leaderboardSchema, type OkEnvelope, okEnvelope } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { endOfWeek } from '../competitions/schedule.ts';
import { computeBoard, type BoardEntry } from './compute-board.ts';
import { RANKING_TTL_MS } from './response-cache.ts';

const boardEnvelopeSchema = okEnvelope(leaderboardSchema);
/** The type a board's JSON text stands for in a route's reply. */
export type SerializedBoard = OkEnvelope<Leaderboard>;

export function presentBoard(competition: CompetitionRow, board: 'public' | 'private', week: number | null, entries: BoardEntry[]): Leaderboard {
  return {
    board,
    competition_id: competition.id,
    metric: competition.metric,
    direction: competition.direction,
    week,
    generated_at: new Date().toISOString(),
    rows: entries.map((entry) => ({
      rank: entry.rank,
      team_id: entry.teamId,
      team_name: entry.teamName,
      members: entry.members,
      score: entry.score,
      submission_count: entry.submissionCount,
      submitted_at: entry.submittedAt.toISOString(),
    })),
  };
}

/**
 * A board as its ready JSON envelope, cached per competition for the spec's ranking time (3 min) and
 * dropped when a new score is written, so a read serves stored text. The private board must only be
 * asked for once the competition is closed; the route checks it.
 */
export async function boardJson(ctx: Pick<AppContext, 'db' | 'cache'>, options: { competition: CompetitionRow; board: 'public' | 'private'; week: number | null }) {
  const { competition, board, week } = options;
  return ctx.cache.get({ group: competition.id, name: `board:${board}:${week ?? 'all'}` }, RANKING_TTL_MS, async () => {
    const entries = await boardEntries(ctx, options);
    // Checked against the contract once per build, not per read: the reads send this text as it is.
    return JSON.stringify(boardEnvelopeSchema.parse(ok(presentBoard(competition, board, week, entries))));
  });
}

/** The ranked entries behind a board, cached like the board itself. */
export function boardEntries(ctx: Pick<AppContext, 'db' | 'cache'>, options: { competition: CompetitionRow; board: 'public' | 'private'; week: number | null }) {
  const { competition, board, week } = options;
  return ctx.cache.get({ group: competition.id, name: `entries:${board}:${week ?? 'all'}` }, RANKING_TTL_MS, () =>
    computeBoard(ctx.db, { competition, board, cutoff: week === null ? undefined : endOfWeek(competition, week) }),
  );
}
