import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nestedReplyCreateSchema,
  replyCreateSchema,
  replyDeleteSchema,
  replyListQuerySchema,
  replyUpdateBodySchema,
  replyUpdateQuerySchema,
} from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { createComment, deleteComment, findComment, listComments, updateComment } from './comments.ts';
import { findVisiblePost } from './find-post.ts';
import { codeReplies } from '../codeshare/code-replies.ts';
import { assertAuthor } from './policy.ts';
import { presentComments } from './presenter.ts';

const tags = ['talkboard'];
const ok = <T>(data: T) => ({ status: 1 as const, message: 'ok', data });

/** Comments through the spec's reply calls (content_id = the post, reply_id = a comment): talk posts (type `tb`) here, code posts (`cs`) in the code share. */
export const replyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const code = codeReplies(db);

  app.get('/reply', { schema: { querystring: replyListQuerySchema, tags } }, async (request) => {
    if (request.query.type === 'cs') return ok(await code.list(request, request.query.content_id));
    const { post, board, user } = await findVisiblePost(db, request, request.query.content_id);
    return ok(presentComments(await listComments(db, { postId: post.id }), { board, user }));
  });

  app.post('/reply/v2', { schema: { body: replyCreateSchema, tags } }, async (request) => {
    if (request.body.type === 'cs') return ok(await code.create(request, { contentId: request.body.content_id, content: request.body.content }));
    const user = requireUser(request);
    const { post, board } = await findVisiblePost(db, request, request.body.content_id);
    const comment = await createComment(db, { post, board, author: user, body: request.body.content });
    return ok({ reply_id: comment.id });
  });

  app.post('/reply/v2/nested-reply', { schema: { body: nestedReplyCreateSchema, tags } }, async (request) => {
    const { type, content_id: contentId, content, reply_id: parentId } = request.body;
    if (type === 'cs') return ok(await code.create(request, { contentId, content, parentId }));
    const user = requireUser(request);
    const { post, board } = await findVisiblePost(db, request, request.body.content_id);
    const comment = await createComment(db, { post, board, author: user, body: request.body.content, parentId: request.body.reply_id });
    return ok({ reply_id: comment.id });
  });

  app.put('/reply', { schema: { querystring: replyUpdateQuerySchema, body: replyUpdateBodySchema, tags } }, async (request) => {
    const { query } = request;
    if (query.type === 'cs') return ok(await code.update(request, { contentId: query.content_id, replyId: query.reply_id, content: request.body.content }));
    const user = requireUser(request);
    const { post } = await findVisiblePost(db, request, request.query.content_id);
    const comment = await findComment(db, { postId: post.id, id: request.query.reply_id });
    assertAuthor(comment, user);
    await updateComment(db, { comment, body: request.body.content });
    return ok({ reply_id: comment.id });
  });

  app.post('/reply/delete', { schema: { body: replyDeleteSchema, tags } }, async (request) => {
    if (request.body.type === 'cs') return ok(await code.remove(request, { contentId: request.body.content_id, replyId: request.body.reply_id }));
    const user = requireUser(request);
    const { post } = await findVisiblePost(db, request, request.body.content_id);
    const comment = await findComment(db, { postId: post.id, id: request.body.reply_id });
    assertAuthor(comment, user);
    await deleteComment(db, { comment });
    return ok({ reply_id: comment.id });
  });
};
