import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import type { CommunityPostRow } from './post-rows.ts';
import { visibleOnBoard } from './visible-posts.ts';

/** The previous (older) and next (newer) posts of the same board the viewer may see, optionally in one category. */
export async function findAdjacentPosts(db: Executor, options: { post: CommunityPostRow; category?: CommunityPostRow['category']; userId: number | null; moderator: boolean }) {
  const { post } = options;
  const base = and(visibleOnBoard(post.board, post.competitionId, options), options.category ? eq(communityPosts.category, options.category) : undefined);
  const columns = { id: communityPosts.id, title: communityPosts.title };
  const [[prev], [next]] = await Promise.all([
    db
      .select(columns)
      .from(communityPosts)
      .where(and(base, lt(communityPosts.id, post.id)))
      .orderBy(desc(communityPosts.id))
      .limit(1),
    db
      .select(columns)
      .from(communityPosts)
      .where(and(base, gt(communityPosts.id, post.id)))
      .orderBy(asc(communityPosts.id))
      .limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}
