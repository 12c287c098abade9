import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { competitionResults, competitions, rankingPoints as rankingPointsTable, submissions } from '../../db/schema.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { inviteWinners } from '../surveys/invite-winners.ts';
import { awardXp } from '../xp/award-xp.ts';
import { competitionFinishedXp } from '../xp/xp-events.ts';
import { computeBoard } from './compute-board.ts';
import { rankingPoints } from './ranking-points.ts';

/**
 * The host's close: after the end, once every submission is graded, the private board is computed
 * and frozen into `competition_results`, prizes are attached by rank, ranking points are awarded to
 * every member of a ranked team (none for practice competitions) with the finish's XP, and the competition becomes
 * closed, which reveals the private board. One transaction, holding the competition's row lock.
 */
export async function closeCompetition(ctx: Pick<AppContext, 'db' | 'cache'>, options: { competition: CompetitionRow; now: Date }) {
  const result = await ctx.db.transaction(async (tx) => {
    const [competition] = await tx.select().from(competitions).where(eq(competitions.id, options.competition.id)).for('update');
    if (!competition) throw forbidden();
    if (competition.status === 'closed') throw conflict('already_closed');
    if (competition.status === 'active' && options.now < competition.endsAt) throw conflict('competition_not_ended');
    const [waiting] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.competitionId, competition.id), inArray(submissions.status, ['pending', 'ready', 'grading'])))
      .limit(1);
    if (waiting) throw conflict('grading_in_progress');

    const board = await computeBoard(tx, { competition, board: 'private' });
    const prizeByRank = new Map(competition.prizes.map((prize) => [prize.rank, prize.amount]));
    if (board.length > 0) {
      await tx.insert(competitionResults).values(
        board.map((entry) => ({
          competitionId: competition.id,
          teamId: entry.teamId,
          rank: entry.rank,
          privateScore: entry.score,
          publicScore: entry.publicScore,
          submissionId: entry.submissionId,
          submittedAt: entry.submittedAt,
          prizeAmount: prizeByRank.get(entry.rank) ?? 0,
        })),
      );
    }
    const awards =
      competition.status === 'practice'
        ? []
        : board.flatMap((entry) =>
            entry.members.map((member) => ({
              competitionId: competition.id,
              userId: member.id,
              teamId: entry.teamId,
              rank: entry.rank,
              points: rankingPoints({ rank: entry.rank, teammates: entry.members.length, teams: board.length }),
              awardedAt: options.now,
            })),
          );
    if (awards.length > 0) await tx.insert(rankingPointsTable).values(awards);
    // Member rows are locked in id order, so closes running at once cannot deadlock on them.
    for (const award of [...awards].sort((a, b) => a.userId - b.userId)) {
      await awardXp(tx, competitionFinishedXp({ userId: award.userId, competitionId: competition.id, rank: award.rank, teams: board.length, at: options.now }));
    }
    await tx.update(competitions).set({ status: 'closed', closedAt: options.now }).where(eq(competitions.id, competition.id));
    // Its prize winners hear of its winner survey with the close itself, or never if the close rolls back.
    await inviteWinners(tx, { competitionId: competition.id });
    return { ranked_teams: board.length, awarded_members: awards.length };
  });
  ctx.cache.invalidate(options.competition.id);
  return result;
}
