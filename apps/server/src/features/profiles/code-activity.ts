import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codePosts, competitions } from '../../db/schema.ts';
import { publicCompetition } from '../codeshare/list-posts.ts';

/** How many code posts a member shared that the viewer may read, and the likes they received. */
export async function summarizeCode(db: Executor, options: { userId: number; viewerIsOwner: boolean }): Promise<{ posts: number; votes: number }> {
  const [row] = await db
    .select({ n: count(), votes: sql<number>`coalesce(sum(${codePosts.voteCount}), 0)::int` })
    .from(codePosts)
    .leftJoin(competitions, eq(competitions.id, codePosts.competitionId))
    .where(
      and(
        eq(codePosts.authorId, options.userId),
        isNull(codePosts.deletedAt),
        options.viewerIsOwner ? undefined : isNull(codePosts.hiddenAt),
        or(isNull(codePosts.competitionId), publicCompetition),
      ),
    );
  return { posts: row?.n ?? 0, votes: row?.votes ?? 0 };
}
