import { and, desc, eq, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { HOME_LIST_PAGE_SIZE, type publicListRanges } from '@madang/contracts/home-lists';
import type { CompetitionListItem } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, teams } from '../../db/schema.ts';
import { presentCompetitionListItem } from '../competitions/presenter.ts';

type PublicRange = (typeof publicListRanges)[number];

/** Upcoming or open at `now`, as competitions/schedule.ts phaseOf says, in SQL so a scroll page is one page's read. */
const ongoingAt = (now: Date): SQL =>
  and(ne(competitions.status, 'closed'), or(sql`${competitions.startsAt} > ${now}`, eq(competitions.status, 'practice'), sql`${competitions.endsAt} > ${now}`))!;

const rangeFilter = (range: PublicRange, now: Date): SQL | undefined => (range === 'all' ? undefined : range === 'ongoing' ? ongoingAt(now) : sql`not (${ongoingAt(now)})`);

/** One page of the public competitions (newest first), all of them or the ongoing or ended ones. */
export async function listPublicCompetitions(db: Executor, options: { range: PublicRange; page: number; now: Date }): Promise<{ items: CompetitionListItem[]; hasMore: boolean }> {
  const { now } = options;
  const rows = await db
    .select({ competition: competitions, teamCount: sql<number>`(select count(*) from ${teams} where ${teams.competitionId} = ${competitions.id})`.mapWith(Number) })
    .from(competitions)
    .where(and(eq(competitions.accessMode, 'public'), isNotNull(competitions.publishedAt), rangeFilter(options.range, now)))
    .orderBy(desc(competitions.startsAt), desc(competitions.id))
    .limit(HOME_LIST_PAGE_SIZE + 1)
    .offset((options.page - 1) * HOME_LIST_PAGE_SIZE);
  const items = rows.slice(0, HOME_LIST_PAGE_SIZE).map(({ competition, teamCount }) => presentCompetitionListItem(competition, teamCount, now));
  return { items, hasMore: rows.length > HOME_LIST_PAGE_SIZE };
}
