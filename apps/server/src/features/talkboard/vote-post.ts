import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { talkPosts, talkVotes } from '../../db/schema.ts';
import { awardXp } from '../xp/award-xp.ts';
import { talkPostLikedXp } from '../xp/xp-events.ts';

/**
 * Toggles a member's vote. The post's row lock orders concurrent votes, the primary key keeps one vote
 * per member, and the count is recounted from the votes so it never drifts from them. A like from someone
 * else earns the author XP, once per liker however often they toggle.
 */
export async function togglePostVote(db: Database, options: { postId: number; userId: number }) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ authorId: talkPosts.authorId }).from(talkPosts).where(eq(talkPosts.id, options.postId)).for('update');
    const inserted = await tx.insert(talkVotes).values(options).onConflictDoNothing().returning({ postId: talkVotes.postId });
    if (inserted.length === 0) {
      await tx.delete(talkVotes).where(and(eq(talkVotes.postId, options.postId), eq(talkVotes.userId, options.userId)));
    } else if (post?.authorId && post.authorId !== options.userId) {
      await awardXp(tx, talkPostLikedXp({ authorId: post.authorId, postId: options.postId, likerId: options.userId }));
    }
    const [row] = await tx
      .update(talkPosts)
      .set({ voteCount: sql`(select count(*)::int from ${talkVotes} where ${talkVotes.postId} = ${options.postId})` })
      .where(eq(talkPosts.id, options.postId))
      .returning({ voteCount: talkPosts.voteCount });
    return { voted: inserted.length > 0, voteCount: row!.voteCount };
  });
}

export async function hasVoted(db: Database, options: { postId: number; userId: number }) {
  const rows = await db
    .select({ postId: talkVotes.postId })
    .from(talkVotes)
    .where(and(eq(talkVotes.postId, options.postId), eq(talkVotes.userId, options.userId)))
    .limit(1);
  return rows.length > 0;
}
