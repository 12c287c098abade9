import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { talkPosts, talkVotes } from '../../db/schema.ts';

/**
 * Toggles a member's vote. The post's row lock orders concurrent votes, the primary key keeps one vote
 * per member, and the count is recounted from the votes so it never drifts from them.
 */
export async function togglePostVote(db: Database, options: { postId: number; userId: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${talkPosts} where ${talkPosts.id} = ${options.postId} for update`);
    const inserted = await tx.insert(talkVotes).values(options).onConflictDoNothing().returning({ postId: talkVotes.postId });
    if (inserted.length === 0) {
      await tx.delete(talkVotes).where(and(eq(talkVotes.postId, options.postId), eq(talkVotes.userId, options.userId)));
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
