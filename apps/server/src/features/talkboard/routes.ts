import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjacentTalkQuerySchema,
  TALK_PAGE_SIZE,
  talkListQuerySchema,
  talkListV1QuerySchema,
  talkPostCreateSchema,
  talkPostUpdateSchema,
  talkTailQuerySchema,
  talkTopQuerySchema,
  tbIdBodySchema,
  tbIdQuerySchema,
} from '@madang/contracts/talkboard';
import type { TalkListQuery } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { ok } from '../../http/ok.ts';
import { findAdjacentPosts } from '../community/adjacent-posts.ts';
import { boardAccess } from '../community/board-access.ts';
import { isBookmarked } from '../community/bookmarks.ts';
import { findVisiblePost as findVisibleCommunityPost } from '../community/find-post.ts';
import { assertAuthor, canModerateBoard } from '../community/policy.ts';
import { assertMayEditTalkPost } from './policy.ts';
import { reactionRoutes } from '../community/reaction-routes.ts';
import { countView } from '../community/views.ts';
import { hasVoted } from '../community/votes.ts';
import { visitorOf } from '../visits/visitor.ts';
import { checkSubject } from './check-subject.ts';
import { communityTabRoutes } from './community-tab-routes.ts';
import { listLatestPosts, listPosts, readPostSummary } from './list-posts.ts';
import { presentPostDetail, presentPostItem } from './presenter.ts';
import { createPost, deletePost, updatePost } from './write-post.ts';

const tags = ['talkboard'];
const TOP_SIZE = 5;

/** The talk boards of spec section 7: a competition's board (cpt_id) and the site forum (cpt_id 0). */
export const talkboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const findVisiblePost = (request: Parameters<typeof boardAccess>[1], id: number) => findVisibleCommunityPost(db, request, 'talk', id);
  await app.register(reactionRoutes, { ctx, board: 'talk' });
  await app.register(communityTabRoutes, { ctx });

  const listPage = async (request: Parameters<typeof boardAccess>[1], query: TalkListQuery) => {
    // A community tab lists the forum (or every public competition's board), whatever cpt_id says.
    const { board, user } = await boardAccess(db, request, query.tab ? 0 : query.cpt_id);
    const moderator = canModerateBoard(board, user);
    const { rows, total } = await listPosts(db, { competitionId: board?.id ?? null, query, userId: user?.id ?? null, moderator });
    const locale = requestLocale(request);
    return ok({ items: rows.map((row) => presentPostItem(row, locale)), page: query.page, page_size: TALK_PAGE_SIZE, total });
  };

  app.get('/talkboard/v3/list', { schema: { querystring: talkListQuerySchema, tags } }, async (request) => listPage(request, request.query));

  app.get('/talkboard/list/v1', { schema: { querystring: talkListV1QuerySchema, tags } }, async (request) => {
    const { board_id, ...rest } = request.query;
    return listPage(request, { ...rest, cpt_id: board_id });
  });

  app.get('/talkboard/tail', { schema: { querystring: talkTailQuerySchema, tags } }, async (request) => {
    const { post } = await findVisiblePost(request, request.query.tb_id);
    const rows = await listLatestPosts(db, { competitionId: post.competitionId, limit: TOP_SIZE, exceptId: post.id });
    const locale = requestLocale(request);
    return ok(rows.map((row) => presentPostItem(row, locale)));
  });

  app.get('/talkboard/top', { schema: { querystring: talkTopQuerySchema, tags } }, async (request) => {
    const { cpt_id, board_id } = request.query;
    const { board } = await boardAccess(db, request, cpt_id ?? board_id ?? 0);
    const locale = requestLocale(request);
    return ok((await listLatestPosts(db, { competitionId: board?.id ?? null, limit: TOP_SIZE })).map((row) => presentPostItem(row, locale)));
  });

  app.get('/talkboard/v1', { schema: { querystring: tbIdQuerySchema, tags } }, async (request) => {
    const { post, board, user } = await findVisiblePost(request, request.query.tb_id);
    const summary = await readPostSummary(db, post.id);
    const key = user ? { board: post.board, postId: post.id, userId: user.id } : null;
    const [voted, bookmarked] = key ? await Promise.all([hasVoted(db, key), isBookmarked(db, key)]) : [false, false];
    return ok(presentPostDetail(post, { summary, locale: requestLocale(request), board, user, voted, bookmarked }));
  });

  app.get('/v1/community/getAdjacentTalkPosts', { schema: { querystring: adjacentTalkQuerySchema, tags } }, async (request) => {
    const { post, board, user } = await findVisiblePost(request, request.query.tbId);
    const moderator = canModerateBoard(board, user);
    const { prev, next } = await findAdjacentPosts(db, { post, category: request.query.tbType, userId: user?.id ?? null, moderator });
    const link = (row: typeof prev) => (row ? { tb_id: row.id, title: row.title } : null);
    return ok({ prev: link(prev), next: link(next) });
  });

  app.post('/talkboard', { schema: { body: tbIdBodySchema, tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) => {
    const { post } = await findVisiblePost(request, request.body.tb_id);
    return ok({ view_count: await countView(db, { post, visitor: visitorOf(request, ctx.config.secret) }) });
  });

  app.post('/talkboard/v3', { schema: { body: talkPostCreateSchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { cpt_id, ...input } = request.body;
    const { board } = await boardAccess(db, request, cpt_id);
    await checkSubject(db, { competitionId: board?.id ?? null, input });
    const post = await createPost(db, { competitionId: board?.id ?? null, authorId: user.id, input });
    return ok({ tb_id: post.id, cpt_id: post.competitionId ?? 0 });
  });

  app.put('/talkboard/v3', { schema: { body: talkPostUpdateSchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { tb_id, ...input } = request.body;
    const { post } = await findVisiblePost(request, tb_id);
    assertMayEditTalkPost(post, user);
    await checkSubject(db, { competitionId: post.competitionId, input });
    const updated = await updatePost(db, { post, input });
    return ok({ tb_id: updated.id, cpt_id: updated.competitionId ?? 0 });
  });

  app.post('/talkboard/delete', { schema: { body: tbIdBodySchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { post } = await findVisiblePost(request, request.body.tb_id);
    assertAuthor(post, user);
    await deletePost(db, { post });
    return ok({ tb_id: post.id });
  });
};
