import { and, count, countDistinct, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitions, submissions, teamMembers } from '../../db/schema.ts';

/** Totals for the status bar over published public competitions, optionally official ones only. */
export async function competitionStats(db: Executor, options: { isOfficial?: boolean }) {
  const scope = and(
    eq(competitions.accessMode, 'public'),
    isNotNull(competitions.publishedAt),
    options.isOfficial === undefined ? undefined : eq(competitions.isOfficial, options.isOfficial),
  );
  const [overall] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${competitions.status} <> 'closed')`.mapWith(Number),
      prize: sql<number>`coalesce(sum(${competitions.prizeTotal}), 0)`.mapWith(Number),
    })
    .from(competitions)
    .where(scope);
  const [people] = await db
    .select({ participants: countDistinct(teamMembers.userId), teams: countDistinct(teamMembers.teamId) })
    .from(teamMembers)
    .innerJoin(competitions, eq(competitions.id, teamMembers.competitionId))
    .where(scope);
  const [sent] = await db
    .select({ n: count() })
    .from(submissions)
    .innerJoin(competitions, eq(competitions.id, submissions.competitionId))
    .where(and(scope, ne(submissions.status, 'install_error')));
  return {
    active_competitions: overall?.active ?? 0,
    total_competitions: overall?.total ?? 0,
    total_prize: overall?.prize ?? 0,
    participants: people?.participants ?? 0,
    teams: people?.teams ?? 0,
    submissions: sent?.n ?? 0,
  };
}
