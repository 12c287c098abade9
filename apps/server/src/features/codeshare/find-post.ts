import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { codePosts } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { boardAccess } from '../talkboard/board-access.ts';
import { assertCanSeePost } from '../talkboard/policy.ts';

export type CodePostRow = typeof codePosts.$inferSelect;

/** A code post that is not deleted, or a 404. */
export async function findCodePost(db: Executor, id: number): Promise<CodePostRow> {
  const [row] = await db
    .select()
    .from(codePosts)
    .where(and(eq(codePosts.id, id), isNull(codePosts.deletedAt)))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}

/**
 * The post a request names, once the asker may see its board (a competition's code board follows the
 * competition's access rules, as its talk board does) and, when it is hidden, the post itself.
 */
export async function findVisibleCodePost(db: Executor, request: FastifyRequest, id: number) {
  const post = await findCodePost(db, id);
  const access = await boardAccess(db, request, post.competitionId);
  assertCanSeePost(post, access.board, access.user);
  return { post, ...access };
}
