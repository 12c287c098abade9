import { and, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CommunityBoard } from '@madang/contracts/community';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { assertCanSeeQuestion } from '../support/visibility.ts';
import { boardAccess } from './board-access.ts';
import { assertCanSeePost } from './policy.ts';
import { isPost, type PostRow } from './post-rows.ts';

/** A post of the board that is not deleted, or a 404 (an id of another board is not this board's post). */
export async function findPost<B extends CommunityBoard>(db: Executor, board: B, id: number): Promise<PostRow<B>> {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(isPost({ board, postId: id }), isNull(communityPosts.deletedAt)))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row as PostRow<B>;
}

/**
 * The post a request names, once the asker may see its board (a competition's boards follow the
 * competition's access rules) and, when it is hidden, the post itself; a support question only by the
 * people it is between until it is an FAQ.
 */
export async function findVisiblePost<B extends CommunityBoard>(db: Executor, request: FastifyRequest, board: B, id: number) {
  const post = await findPost(db, board, id);
  const access = await boardAccess(db, request, post.competitionId);
  assertCanSeePost(post, access.board, access.user);
  if (board === 'support') await assertCanSeeQuestion(db, post, access.board, access.user);
  return { post, ...access };
}
