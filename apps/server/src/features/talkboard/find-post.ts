import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { talkPosts } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { boardAccess } from './board-access.ts';
import { assertCanSeePost } from './policy.ts';

export type TalkPostRow = typeof talkPosts.$inferSelect;

/** A post that is not deleted, or a 404. */
export async function findPost(db: Executor, id: number): Promise<TalkPostRow> {
  const [row] = await db
    .select()
    .from(talkPosts)
    .where(and(eq(talkPosts.id, id), isNull(talkPosts.deletedAt)))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}

/** The post a request names, once the asker may see its board and, when it is hidden, the post itself. */
export async function findVisiblePost(db: Executor, request: FastifyRequest, id: number) {
  const post = await findPost(db, id);
  const access = await boardAccess(db, request, post.competitionId);
  assertCanSeePost(post, access.board, access.user);
  return { post, ...access };
}
