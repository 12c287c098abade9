import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { communityTalkTabs, type CommunityTalkTab } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { communityPosts, communityTabVisits } from '../../db/schema.ts';
import { tabPosts } from './list-posts.ts';

/** How far back a tab's count reaches for a visitor, and for a member who has not opened that tab yet. */
export const NEW_POST_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The furthest back a member's count reaches, however long ago they last opened the tab: past a month "new"
 * means little, and the count stays a scan of recent posts rather than of the whole forum.
 */
const LONGEST_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Each talk tab's posts that are new to the viewer: written by someone else after the member last opened the
 * tab (30 days back at most), or within the last 24 hours for visitors and tabs a member never opened. Counts what
 * everyone sees (no hidden posts), in one query.
 */
export async function countNewTabPosts(db: Executor, options: { userId: number | null; now: Date }): Promise<Record<CommunityTalkTab, number>> {
  const windowStart = new Date(options.now.getTime() - NEW_POST_WINDOW_MS);
  const visits =
    options.userId === null
      ? []
      : await db.select({ tab: communityTabVisits.tab, visitedAt: communityTabVisits.visitedAt }).from(communityTabVisits).where(eq(communityTabVisits.userId, options.userId));
  const earliest = options.now.getTime() - LONGEST_WINDOW_MS;
  const lastVisit = new Map(visits.map((visit) => [visit.tab, new Date(Math.max(visit.visitedAt.getTime(), earliest))]));
  const everyone = { userId: null, moderator: false };
  const counts = Object.fromEntries(
    communityTalkTabs.map((tab) => [
      tab,
      sql<number>`(count(*) filter (where ${and(tabPosts(tab, everyone), gt(communityPosts.createdAt, lastVisit.get(tab) ?? windowStart))}))::int`,
    ]),
  );
  const notMine = options.userId === null ? undefined : or(isNull(communityPosts.authorId), ne(communityPosts.authorId, options.userId));
  const [row] = await db
    .select(counts)
    .from(communityPosts)
    .where(and(eq(communityPosts.board, 'talk'), gt(communityPosts.createdAt, oldest(lastVisit, windowStart)), notMine));
  return Object.fromEntries(communityTalkTabs.map((tab) => [tab, Number(row?.[tab] ?? 0)])) as Record<CommunityTalkTab, number>;
}

/** The earliest moment any tab counts from: the scan need not look further back. */
const oldest = (lastVisit: Map<CommunityTalkTab, Date>, windowStart: Date) => new Date(Math.min(windowStart.getTime(), ...[...lastVisit.values()].map((at) => at.getTime())));

/** A member opened a tab: its count starts again from now. */
export async function recordTabVisit(db: Executor, options: { userId: number; tab: CommunityTalkTab; now: Date }): Promise<void> {
  await db
    .insert(communityTabVisits)
    .values({ userId: options.userId, tab: options.tab, visitedAt: options.now })
    .onConflictDoUpdate({ target: [communityTabVisits.userId, communityTabVisits.tab], set: { visitedAt: options.now } });
}
