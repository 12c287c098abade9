import { and, eq, sql } from 'drizzle-orm';
import type { PublicBoard } from '@madang/contracts/community';
import type { Database, Executor } from '../../db/client.ts';
import { communityPosts, communityVotes } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import { awardXp } from '../xp/award-xp.ts';
import { codePostLikedXp, talkPostLikedXp } from '../xp/xp-events.ts';
import { isPost, ofPost, type PostKey } from './post-rows.ts';
import { hasRead } from './reads.ts';

type VoteKey = PostKey & { board: PublicBoard; userId: number };
const likedXp = { talk: talkPostLikedXp, code: codePostLikedXp } as const;
const voteOf = (key: VoteKey) => and(ofPost(communityVotes, key), eq(communityVotes.userId, key.userId));

/**
 * Toggles a member's vote (a like). The post's row lock orders concurrent votes, the primary key keeps one
 * per member, and the count is recounted from the votes so it never drifts from them. On the code share a
 * post is liked only once it has been read (spec section 5: the page reports the reader reaching its end);
 * taking a like back needs nothing. A post liked by someone else earns its author XP (spec: likes are an XP event),
 * once per liker however often they toggle.
 */
export async function toggleVote(db: Database, key: VoteKey) {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ authorId: communityPosts.authorId }).from(communityPosts).where(isPost(key)).for('update');
    const removed = await tx.delete(communityVotes).where(voteOf(key)).returning({ postId: communityVotes.postId });
    if (removed.length === 0) {
      if (key.board === 'code' && !(await hasRead(tx, key))) throw forbidden('code_read_first');
      await tx.insert(communityVotes).values(key).onConflictDoNothing();
      if (post?.authorId && post.authorId !== key.userId) {
        await awardXp(tx, likedXp[key.board]({ authorId: post.authorId, postId: key.postId, likerId: key.userId }));
      }
    }
    const [row] = await tx
      .update(communityPosts)
      .set({ voteCount: sql`(select count(*)::int from ${communityVotes} where ${ofPost(communityVotes, key)})` })
      .where(isPost(key))
      .returning({ voteCount: communityPosts.voteCount });
    return { voted: removed.length === 0, voteCount: row!.voteCount };
  });
}

export async function hasVoted(db: Executor, key: VoteKey) {
  const rows = await db.select({ postId: communityVotes.postId }).from(communityVotes).where(voteOf(key)).limit(1);
  return rows.length > 0;
}
