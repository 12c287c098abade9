import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { competitionResults, rankingPoints, submissions, users } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { boardEntries } from './board-response.ts';
import { teamPeople } from './compute-board.ts';
import { prizeRanksOf } from './prize-ranks.ts';
import { RANKING_TTL_MS } from './response-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'cache'>;

/** The board the public sees: the private one once the competition is closed, the public one before. */
export const revealedBoard = (competition: CompetitionRow) => (competition.status === 'closed' ? 'private' : 'public');

/** The best score over time of the top teams of a board: a point each time a team improved. */
export async function rankingChart(ctx: Ctx, options: { competition: CompetitionRow; board: 'public' | 'private'; top: number }) {
  const { competition, board } = options;
  const leaders = (await boardEntries(ctx, { competition, board, week: null })).slice(0, options.top);
  const column = board === 'public' ? submissions.publicScore : submissions.privateScore;
  const rows =
    leaders.length === 0
      ? []
      : await ctx.db
          .select({ teamId: submissions.teamId, at: submissions.createdAt, score: column })
          .from(submissions)
          .where(
            and(
              eq(submissions.competitionId, competition.id),
              eq(submissions.status, 'scored'),
              inArray(
                submissions.teamId,
                leaders.map((l) => l.teamId),
              ),
            ),
          )
          .orderBy(asc(submissions.createdAt), asc(submissions.id));
  const better = (a: number, b: number) => (competition.direction === 'higher' ? a > b : a < b);
  return {
    board,
    direction: competition.direction,
    series: leaders.map((leader) => {
      let best: number | undefined;
      const points: { at: string; score: number }[] = [];
      for (const row of rows) {
        if (row.teamId !== leader.teamId || row.score === null || !Number.isFinite(row.score)) continue;
        if (best === undefined || better(row.score, best)) {
          best = row.score;
          points.push({ at: row.at.toISOString(), score: row.score });
        }
      }
      return { team_id: leader.teamId, team_name: leader.teamName, points };
    }),
  };
}

/** The prizes of a competition with the team standing at each prize's rank: final after the close, provisional before. */
export async function prizeRanking(ctx: Ctx, competition: CompetitionRow) {
  const entries = await boardEntries(ctx, { competition, board: revealedBoard(competition), week: null });
  const byRank = new Map(entries.map((entry) => [entry.rank, entry]));
  return {
    final: competition.status === 'closed',
    rows: competition.prizes.map((prize) => {
      const entry = byRank.get(prize.rank);
      return { rank: prize.rank, label: prize.label, amount: prize.amount, team_id: entry?.teamId ?? null, team_name: entry?.teamName ?? null, score: entry?.score ?? null };
    }),
  };
}

/** The winners of a closed competition with their prizes and the ranking points each member earned. */
export async function listAwards(db: Executor, competition: CompetitionRow) {
  if (competition.status !== 'closed') return [];
  const ranks = new Set(prizeRanksOf(competition));
  const results = (await db.select().from(competitionResults).where(eq(competitionResults.competitionId, competition.id)).orderBy(asc(competitionResults.rank))).filter((r) =>
    ranks.has(r.rank),
  );
  if (results.length === 0) return [];
  const teamIds = results.map((r) => r.teamId);
  const [people, points] = await Promise.all([
    teamPeople(db, competition.id, teamIds),
    db
      .select({ teamId: rankingPoints.teamId, points: rankingPoints.points })
      .from(rankingPoints)
      .where(and(eq(rankingPoints.competitionId, competition.id), inArray(rankingPoints.teamId, teamIds))),
  ]);
  return results.map((result) => {
    const prize = competition.prizes.find((p) => p.rank === result.rank)!;
    return {
      rank: result.rank,
      label: prize.label,
      amount: result.prizeAmount,
      team_id: result.teamId,
      team_name: people.get(result.teamId)?.name ?? '',
      members: people.get(result.teamId)?.members ?? [],
      score: result.privateScore,
      ranking_points: Math.round((points.find((p) => p.teamId === result.teamId)?.points ?? 0) * 10) / 10,
    };
  });
}

/** The top members by ranking points, fading with age (docs/ranking-points.md). */
async function topRankers(db: Executor, limit: number) {
  const points = sql<number>`sum(${rankingPoints.points} * exp(-extract(epoch from (now() - ${rankingPoints.awardedAt})) / 86400 / 500))`.mapWith(Number);
  const rows = await db
    .select({ userId: users.id, name: users.name, points })
    .from(rankingPoints)
    .innerJoin(users, eq(users.id, rankingPoints.userId))
    .where(sql`${users.withdrawnAt} is null`)
    .groupBy(users.id, users.name)
    .orderBy(sql`3 desc`, asc(users.id))
    .limit(limit);
  return rows.map((row, index) => ({ rank: index + 1, user_id: row.userId, name: row.name, points: Math.round(row.points * 10) / 10 }));
}

/** The site's top three of the moment, cached: `/main/now_ranking_data` and the home's first screen share the entry. */
export const readNowRanking = (ctx: Ctx) => ctx.cache.get({ group: 'global', name: 'now_ranking' }, RANKING_TTL_MS, () => topRankers(ctx.db, 3));
