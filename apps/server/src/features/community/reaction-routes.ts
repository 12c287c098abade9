import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csIdBodySchema, csIdQuerySchema, codeReportCreateSchema } from '@madang/contracts/codeshare';
import type { PublicBoard } from '@madang/contracts/community';
import { talkReportCreateSchema, tbIdBodySchema, tbIdQuerySchema } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { addBookmark, isBookmarked, removeBookmark } from './bookmarks.ts';
import { findComment } from './comments.ts';
import { createReport } from './create-report.ts';
import { findVisiblePost } from './find-post.ts';
import { toggleVote } from './votes.ts';

/** Each board's spec paths for a member's reactions to a post, and the schemas that name the post (`tb_id` or `cs_id`). */
const calls = {
  talk: { tag: 'talkboard', base: '/talkboard', report: '/v1/talkboard/report', idQuery: tbIdQuerySchema, idBody: tbIdBodySchema, reportBody: talkReportCreateSchema },
  code: { tag: 'codeshare', base: '/codeshare', report: '/v1/codeshare/report', idQuery: csIdQuerySchema, idBody: csIdBodySchema, reportBody: codeReportCreateSchema },
};

const postIdOf = (input: { tb_id: number } | { cs_id: number }) => ('tb_id' in input ? input.tb_id : input.cs_id);

/** A member's vote, bookmarks and reports on a board's posts, the same calls on every board under its own paths. */
export const reactionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; board: PublicBoard }> = async (app, { ctx, board }) => {
  const { db } = ctx;
  const { tag, base, report, idQuery, idBody, reportBody } = calls[board];
  const tags = [tag];
  const reacting = async (request: Parameters<typeof requireUser>[0], input: { tb_id: number } | { cs_id: number }) => {
    const user = requireUser(request);
    const { post } = await findVisiblePost(db, request, board, postIdOf(input));
    return { board, postId: post.id, userId: user.id };
  };

  app.post(`${base}/v3/vote`, { schema: { body: idBody, tags } }, async (request) => {
    const { voted, voteCount } = await toggleVote(db, await reacting(request, request.body));
    return ok({ voted, vote_count: voteCount });
  });

  app.get(`${base}/is_bm`, { schema: { querystring: idQuery, tags } }, async (request) => {
    return ok({ bookmarked: await isBookmarked(db, await reacting(request, request.query)) });
  });

  app.post(`${base}/bookmark`, { schema: { body: idBody, tags } }, async (request) => {
    await addBookmark(db, await reacting(request, request.body));
    return ok({ bookmarked: true });
  });

  app.post(`${base}/bookmark_del`, { schema: { body: idBody, tags } }, async (request) => {
    await removeBookmark(db, await reacting(request, request.body));
    return ok({ bookmarked: false });
  });

  app.post(report, { schema: { body: reportBody, tags } }, async (request) => {
    const { reply_id, reason, text } = request.body;
    const key = await reacting(request, request.body);
    const comment = reply_id ? await findComment(db, { board, postId: key.postId, id: reply_id }) : null;
    const created = await createReport(db, { board, postId: key.postId, commentId: comment?.id ?? null, reporterId: key.userId, reason, text });
    return ok({ id: created.id });
  });
};
