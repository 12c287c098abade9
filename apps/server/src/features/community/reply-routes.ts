import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nestedReplyCreateSchema, replyCreateSchema, replyListQuerySchema, replyTargetSchema, replyUpdateBodySchema } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { createComment, deleteComment, findComment, listComments, updateComment } from './comments.ts';
import { findVisiblePost } from './find-post.ts';
import { assertInQuestion } from '../support/visibility.ts';
import { assertAuthor } from './policy.ts';
import { presentComments } from './present-comments.ts';

const tags = ['talkboard'];
/** The spec's reply type: `tb` a talk post, `cs` a code post; `sp` a support question. */
const boardOf = { tb: 'talk', cs: 'code', sp: 'support' } as const;

/** Comments through the spec's reply calls (content_id = the post, reply_id = a comment), for every board. */
export const replyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  const authored = async (request: FastifyRequest, target: { type: keyof typeof boardOf; content_id: number; reply_id: number }) => {
    const user = requireUser(request);
    const board = boardOf[target.type];
    const { post } = await findVisiblePost(db, request, board, target.content_id);
    const comment = await findComment(db, { board, postId: post.id, id: target.reply_id });
    assertAuthor(comment, user);
    return comment;
  };

  const create = async (request: FastifyRequest, input: { type: keyof typeof boardOf; content_id: number; content: string; reply_id?: number }) => {
    const user = requireUser(request);
    const { post, board } = await findVisiblePost(db, request, boardOf[input.type], input.content_id);
    if (post.board === 'support') await assertInQuestion(db, post, board, user);
    const comment = await createComment(db, { post, board, author: user, body: input.content, parentId: input.reply_id });
    return ok({ reply_id: comment.id });
  };

  app.get('/reply', { schema: { querystring: replyListQuerySchema, tags } }, async (request) => {
    const { post, board, user } = await findVisiblePost(db, request, boardOf[request.query.type], request.query.content_id);
    return ok(presentComments(await listComments(db, { board: post.board, postId: post.id }), { board, user }));
  });

  app.post('/reply/v2', { schema: { body: replyCreateSchema, tags } }, async (request) => create(request, request.body));

  app.post('/reply/v2/nested-reply', { schema: { body: nestedReplyCreateSchema, tags } }, async (request) => create(request, request.body));

  app.put('/reply', { schema: { querystring: replyTargetSchema, body: replyUpdateBodySchema, tags } }, async (request) => {
    const comment = await authored(request, request.query);
    await updateComment(db, { comment, body: request.body.content });
    return ok({ reply_id: comment.id });
  });

  app.post('/reply/delete', { schema: { body: replyTargetSchema, tags } }, async (request) => {
    const comment = await authored(request, request.body);
    await deleteComment(db, { comment });
    return ok({ reply_id: comment.id });
  });
};
