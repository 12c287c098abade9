import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../http/authenticate.ts';
import { presentComments } from '../talkboard/presenter.ts';
import { createCodeComment, deleteCodeComment, findCodeComment, listCodeComments, updateCodeComment } from './comments.ts';
import { findVisibleCodePost } from './find-post.ts';
import { assertCodeAuthor } from './policy.ts';

/**
 * The spec's reply calls for type `cs`: content_id is a code post, reply_id one of its comments. The talk
 * board's reply routes hand these over, so both kinds share one set of paths and one comment shape.
 */
export function codeReplies(db: Database) {
  const authored = async (request: FastifyRequest, contentId: number, replyId: number) => {
    const user = requireUser(request);
    const { post } = await findVisibleCodePost(db, request, contentId);
    const comment = await findCodeComment(db, { postId: post.id, id: replyId });
    assertCodeAuthor(comment, user);
    return comment;
  };
  return {
    async list(request: FastifyRequest, contentId: number) {
      const { post, board, user } = await findVisibleCodePost(db, request, contentId);
      return presentComments(await listCodeComments(db, { postId: post.id }), { board, user });
    },
    async create(request: FastifyRequest, input: { contentId: number; content: string; parentId?: number }) {
      const user = requireUser(request);
      const { post, board } = await findVisibleCodePost(db, request, input.contentId);
      const comment = await createCodeComment(db, { post, board, author: user, body: input.content, parentId: input.parentId });
      return { reply_id: comment.id };
    },
    async update(request: FastifyRequest, input: { contentId: number; replyId: number; content: string }) {
      const comment = await authored(request, input.contentId, input.replyId);
      await updateCodeComment(db, { comment, body: input.content });
      return { reply_id: comment.id };
    },
    async remove(request: FastifyRequest, input: { contentId: number; replyId: number }) {
      const comment = await authored(request, input.contentId, input.replyId);
      await deleteCodeComment(db, { comment });
      return { reply_id: comment.id };
    },
  };
}
