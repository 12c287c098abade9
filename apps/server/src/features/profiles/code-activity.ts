import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityPosts, competitions } from '../../db/schema.ts';
import { publicCompetition } from '../codeshare/list-posts.ts';

/** How many code posts a member shared that the viewer may read, and the likes they received. */
export async function summarizeCode(db: Executor, options: { userId: number; viewerIsOwner: boolean }): Promise<{ posts: number; votes: number }> {
  const [row] = await db
    .select({ n: count(), votes: sql<number>`coalesce(sum(${communityPosts.voteCount}), 0)::int` })
    .from(communityPosts)
    .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
    .where(
      and(
        eq(communityPosts.board, 'code'),
        eq(communityPosts.authorId, options.userId),
        isNull(communityPosts.deletedAt),
        options.viewerIsOwner ? undefined : isNull(communityPosts.hiddenAt),
        or(isNull(communityPosts.competitionId), publicCompetition),
      ),
    );
  return { posts: row?.n ?? 0, votes: row?.votes ?? 0 };
}
