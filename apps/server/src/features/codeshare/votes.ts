import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { codePosts, codeVotes } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import { hasRead } from './write-post.ts';

/**
 * Toggles a member's like. Spec section 5: a post is liked only once it has been read (the page reports the
 * reader reaching its end); taking a like back needs nothing. The post's row lock orders concurrent likes,
 * the primary key keeps one per member, and the count is recounted from the likes so it never drifts.
 */
export async function toggleCodeVote(db: Database, options: { postId: number; userId: number }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${codePosts} where ${codePosts.id} = ${options.postId} for update`);
    const removed = await tx
      .delete(codeVotes)
      .where(and(eq(codeVotes.postId, options.postId), eq(codeVotes.userId, options.userId)))
      .returning({ postId: codeVotes.postId });
    if (removed.length === 0) {
      if (!(await hasRead(tx, options))) throw forbidden('code_read_first');
      await tx.insert(codeVotes).values(options).onConflictDoNothing();
    }
    const [row] = await tx
      .update(codePosts)
      .set({ voteCount: sql`(select count(*)::int from ${codeVotes} where ${codeVotes.postId} = ${options.postId})` })
      .where(eq(codePosts.id, options.postId))
      .returning({ voteCount: codePosts.voteCount });
    return { voted: removed.length === 0, voteCount: row!.voteCount };
  });
}

export async function hasCodeVote(db: Executor, key: { postId: number; userId: number }) {
  const rows = await db
    .select({ postId: codeVotes.postId })
    .from(codeVotes)
    .where(and(eq(codeVotes.postId, key.postId), eq(codeVotes.userId, key.userId)))
    .limit(1);
  return rows.length > 0;
}
