import { and, count, desc, asc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CompetitionListQuery } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, teams } from '../../db/schema.ts';
import type { CompetitionRow } from './find-competition.ts';
import { phaseOf } from './schedule.ts';

const teamCounts = (db: Executor) =>
  db
    .select({ competitionId: teams.competitionId, n: count().as('n') })
    .from(teams)
    .groupBy(teams.competitionId)
    .as('team_counts');

/** Published public competitions (drafts and invited-only ones stay off every list), with their team counts. */
export async function listCompetitions(db: Executor, options: { query: Partial<CompetitionListQuery>; now: Date }): Promise<{ competition: CompetitionRow; teamCount: number }[]> {
  const { query, now } = options;
  const keyword = query.keyword ? `%${query.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  const counted = teamCounts(db);
  const filters: (SQL | undefined)[] = [
    eq(competitions.accessMode, 'public'),
    isNotNull(competitions.publishedAt),
    query.is_official === undefined ? undefined : eq(competitions.isOfficial, query.is_official),
    query.kind ? eq(competitions.kind, query.kind) : undefined,
    query.status ? eq(competitions.status, query.status) : undefined,
    keyword ? or(ilike(sql`${competitions.title}->>'ko'`, keyword), ilike(sql`${competitions.title}->>'en'`, keyword)) : undefined,
  ];
  const teamCount = sql<number>`coalesce(${counted.n}, 0)`.mapWith(Number);
  const order = {
    recent: [desc(competitions.startsAt), desc(competitions.id)],
    deadline: [asc(competitions.endsAt), asc(competitions.id)],
    prize: [desc(competitions.prizeTotal), desc(competitions.id)],
    teams: [desc(teamCount), desc(competitions.id)],
  }[query.sort ?? 'recent'];
  const rows = await db
    .select({ competition: competitions, teamCount })
    .from(competitions)
    .leftJoin(counted, eq(counted.competitionId, competitions.id))
    .where(and(...filters))
    .orderBy(...order)
    .limit(500);
  return query.phase ? rows.filter((row) => phaseOf(row.competition, now) === query.phase) : rows;
}

export async function countTeams(db: Executor, competitionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teams).where(eq(teams.competitionId, competitionId));
  return row?.n ?? 0;
}
