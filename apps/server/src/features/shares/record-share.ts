import { sql } from 'drizzle-orm';
import type { CommunityBoard } from '@madang/contracts/community';
import type { ShareNetwork } from '@madang/contracts/shares';
import type { Executor } from '../../db/client.ts';
import { communityPostShares, communityPosts } from '../../db/schema.ts';
import { isPost } from '../community/post-rows.ts';
import { recordVisit } from '../visits/record-visit.ts';

/**
 * Counts one share of a post through the share popup, as views are counted: a viewer once a Korean day per
 * post and network, so clicking the button again changes nothing. Returns the post's share count.
 */
export async function recordShare(db: Executor, options: { post: { board: CommunityBoard; id: number }; network: ShareNetwork; visitor: string; now: Date }): Promise<number> {
  const { post, network } = options;
  return db.transaction(async (tx) => {
    const itemKey = `${post.board}:${post.id}:${network}`;
    const first = await recordVisit(tx, { kind: 'post_share', itemKey, visitor: options.visitor, now: options.now });
    const thisPost = isPost({ board: post.board, postId: post.id });
    if (first) {
      await tx
        .insert(communityPostShares)
        .values({ board: post.board, postId: post.id, network, count: 1 })
        .onConflictDoUpdate({
          target: [communityPostShares.board, communityPostShares.postId, communityPostShares.network],
          set: { count: sql`${communityPostShares.count} + 1` },
        });
      const [row] = await tx
        .update(communityPosts)
        .set({ shareCount: sql`${communityPosts.shareCount} + 1` })
        .where(thisPost)
        .returning({ shareCount: communityPosts.shareCount });
      return row!.shareCount;
    }
    const [row] = await tx.select({ shareCount: communityPosts.shareCount }).from(communityPosts).where(thisPost);
    return row!.shareCount;
  });
}
