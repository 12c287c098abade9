import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { codeCategories, type CodeCategoryCount, type CodeTagCount } from '@madang/contracts/codeshare';
import type { Executor } from '../../db/client.ts';
import { communityPosts, competitions } from '../../db/schema.ts';
import { publicCompetition } from './list-posts.ts';

const live = and(eq(communityPosts.board, 'code'), isNull(communityPosts.deletedAt), isNull(communityPosts.hiddenAt));

/** Which posts a count covers: one board (a competition, or null for site-wide), or everything public. */
export type CodeScope = { competitionId: number | null } | 'public';

const scopeOf = (scope: CodeScope) =>
  scope === 'public'
    ? or(isNull(communityPosts.competitionId), publicCompetition)
    : scope.competitionId === null
      ? isNull(communityPosts.competitionId)
      : eq(communityPosts.competitionId, scope.competitionId);

/** Every category with the number of live posts in it, in the catalog's order (spec: /codeshare/category). */
export async function countCategories(db: Executor, scope: CodeScope): Promise<CodeCategoryCount[]> {
  const rows = await db
    .select({ category: communityPosts.category, count: sql<number>`count(*)::int` })
    .from(communityPosts)
    .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
    .where(and(live, scopeOf(scope)))
    .groupBy(communityPosts.category);
  const counts = new Map<string, number>(rows.map((row) => [row.category, row.count]));
  return codeCategories.map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

/** The most used tags of live posts, most used first (spec: /codeshare/popular/tag). */
export async function popularTags(db: Executor, scope: CodeScope, limit = 15): Promise<CodeTagCount[]> {
  const tag = sql<string>`tag`;
  const rows = await db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(
      sql`${communityPosts} left join ${competitions} on ${competitions.id} = ${communityPosts.competitionId} cross join lateral jsonb_array_elements_text(${communityPosts.tags}) as tag`,
    )
    .where(and(live, scopeOf(scope)))
    .groupBy(tag)
    .orderBy(desc(sql`count(*)`), tag)
    .limit(limit);
  return rows;
}
