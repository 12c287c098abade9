import { sql } from 'drizzle-orm';
import type { PublicBoard } from '@madang/contracts/community';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { recordVisit } from '../visits/record-visit.ts';
import { isPost, type CommunityPostRow } from './post-rows.ts';

/** The visit kind a board's post views count under (the search trends read them by kind). */
const visitKind = { talk: 'talk_post', code: 'code_post' } as const;

/** The spec's view count call: one more view the first time a visitor opens the post on a Korean day. */
export async function countView(db: Executor, options: { post: CommunityPostRow & { board: PublicBoard }; visitor: string }): Promise<number> {
  const { post } = options;
  if (!(await recordVisit(db, { kind: visitKind[post.board], itemKey: String(post.id), visitor: options.visitor, now: new Date() }))) return post.viewCount;
  const [row] = await db
    .update(communityPosts)
    .set({ viewCount: sql`${communityPosts.viewCount} + 1` })
    .where(isPost({ board: post.board, postId: post.id }))
    .returning({ viewCount: communityPosts.viewCount });
  return row!.viewCount;
}
