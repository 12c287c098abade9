import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { WeeklyPopular } from '@madang/contracts/weekly-popular';
import type { Executor } from '../../db/client.ts';
import { communityPosts, competitions, users } from '../../db/schema.ts';
import { codeListColumns, type CodeListRow, publicCompetition } from '../codeshare/list-posts.ts';
import { shownTo } from '../community/visible-posts.ts';
import { startOfKstDay } from '../competitions/schedule.ts';
import { presentCodeItem } from '../codeshare/presenter.ts';
import { listPopularPosts } from './list-posts.ts';
import { presentPostItem } from './presenter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many posts of each kind the weekly list shows. */
export const WEEKLY_POPULAR_SIZE = 5;

/** The start of the Korean week that ends today: midnight in Korea (UTC+9, no daylight saving) six days before today's Korean date. */
export function weekStart(now: Date): Date {
  return new Date(startOfKstDay(now).getTime() - 6 * DAY_MS);
}

/** The code everyone may read (site-wide and public competitions'), written since `since`, most liked then most read first. */
async function listPopularCode(db: Executor, options: { since: Date; limit: number }): Promise<CodeListRow[]> {
  const rows = await db
    .select(codeListColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
    .where(
      and(
        eq(communityPosts.board, 'code'),
        or(isNull(communityPosts.competitionId), publicCompetition),
        shownTo({ userId: null, moderator: false }),
        gte(communityPosts.createdAt, options.since),
      ),
    )
    .orderBy(desc(communityPosts.voteCount), desc(communityPosts.viewCount), desc(communityPosts.id))
    .limit(options.limit);
  return rows as CodeListRow[];
}

/** The week's most liked (then most read) talk and code that everyone may see, written since the week began. */
export async function readWeeklyPopular(db: Executor, options: { now: Date; locale: Locale }): Promise<WeeklyPopular> {
  const since = weekStart(options.now);
  const [talk, code] = await Promise.all([listPopularPosts(db, { since, limit: WEEKLY_POPULAR_SIZE }), listPopularCode(db, { since, limit: WEEKLY_POPULAR_SIZE })]);
  return {
    since: since.toISOString(),
    talk: talk.map((row) => presentPostItem(row, options.locale)),
    code: code.map((row) => presentCodeItem(row, options.locale)),
  };
}
