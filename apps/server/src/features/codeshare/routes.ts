import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjacentCodeQuerySchema,
  CODE_PAGE_SIZE,
  codeBoardListQuerySchema,
  codeCategoryParamsSchema,
  codeCommunityListQuerySchema,
  codeDetailQuerySchema,
  codePopularTagQuerySchema,
  codeTailQuerySchema,
  codeTopQuerySchema,
  codeViewBodySchema,
  csIdBodySchema,
} from '@madang/contracts/codeshare';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { findAdjacentPosts } from '../community/adjacent-posts.ts';
import { boardAccess } from '../community/board-access.ts';
import { isBookmarked } from '../community/bookmarks.ts';
import { findVisiblePost } from '../community/find-post.ts';
import { canModerateBoard } from '../community/policy.ts';
import { reactionRoutes } from '../community/reaction-routes.ts';
import { hasRead } from '../community/reads.ts';
import { hasVoted } from '../community/votes.ts';
import { listBoardPosts, listCommunityPosts, listTopPosts, readCodeSummary, type CodeListRow } from './list-posts.ts';
import { assertCanDelete } from './policy.ts';
import { presentCodeDetail, presentCodeItem } from './presenter.ts';
import { countCategories, popularTags } from './taxonomy.ts';
import { findVersion, listVersions } from './versions.ts';
import { visitorOf } from '../visits/visitor.ts';
import { countCodeView, deleteCodePost } from './write-post.ts';

const tags = ['codeshare'];
const TOP_SIZE = 5;

/** The code share of spec section 7, reading and reacting: site-wide (cpt_id 0) and on each competition's code tab. */
export const codeshareRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const findVisibleCodePost = (request: Parameters<typeof boardAccess>[1], id: number) => findVisiblePost(db, request, 'code', id);
  await app.register(reactionRoutes, { ctx, board: 'code' });
  const items = (request: Parameters<typeof requestLocale>[0], rows: CodeListRow[]) => rows.map((row) => presentCodeItem(row, requestLocale(request)));

  app.get('/codeshare/list/from-community', { schema: { querystring: codeCommunityListQuerySchema, tags } }, async (request) => {
    const { boardId, ...query } = request.query;
    const { rows, total } = await listCommunityPosts(db, { query, boardId, viewerId: currentUser(request)?.id ?? null });
    return ok({ items: items(request, rows), page: query.page, page_size: CODE_PAGE_SIZE, total });
  });

  app.get('/codeshare/list/v1', { schema: { querystring: codeBoardListQuerySchema, tags } }, async (request) => {
    const { cpt_id, ...query } = request.query;
    const { board, user } = await boardAccess(db, request, cpt_id);
    const moderator = canModerateBoard(board, user);
    const { rows, total } = await listBoardPosts(db, { competitionId: board?.id ?? null, query, viewerId: user?.id ?? null, moderator });
    return ok({ items: items(request, rows), page: query.page, page_size: CODE_PAGE_SIZE, total });
  });

  app.get('/codeshare/top', { schema: { querystring: codeTopQuerySchema, tags } }, async (request) => {
    const { board } = await boardAccess(db, request, request.query.cpt_id);
    return ok(items(request, await listTopPosts(db, { competitionId: board?.id ?? null, limit: TOP_SIZE, sort: request.query.data_type })));
  });

  app.get('/codeshare/tail', { schema: { querystring: codeTailQuerySchema, tags } }, async (request) => {
    const { post } = await findVisibleCodePost(request, request.query.cs_id);
    return ok(items(request, await listTopPosts(db, { competitionId: post.competitionId, limit: TOP_SIZE, exceptId: post.id })));
  });

  app.get('/codeshare/category', { schema: { tags } }, async () => ok(await countCategories(db, 'public')));

  app.get('/codeshare/category/:cptId', { schema: { params: codeCategoryParamsSchema, tags } }, async (request) => {
    const { board } = await boardAccess(db, request, request.params.cptId);
    return ok(await countCategories(db, { competitionId: board?.id ?? null }));
  });

  app.get('/codeshare/popular/tag', { schema: { querystring: codePopularTagQuerySchema, tags } }, async (request) => {
    const { type } = request.query;
    if (type === 'all') return ok(await popularTags(db, 'public'));
    const { board } = await boardAccess(db, request, type === 'community' ? 0 : type);
    return ok(await popularTags(db, { competitionId: board?.id ?? null }));
  });

  app.get('/codeshare/v2/detail', { schema: { querystring: codeDetailQuerySchema, tags } }, async (request) => {
    const { post, board, user } = await findVisibleCodePost(request, request.query.cs_id);
    const key = user ? { board: post.board, postId: post.id, userId: user.id } : null;
    const [summary, version, versions, voted, bookmarked, read] = await Promise.all([
      readCodeSummary(db, post.id),
      findVersion(db, { postId: post.id, version: request.query.version ?? post.currentVersion }),
      listVersions(db, post.id),
      key ? hasVoted(db, key) : false,
      key ? isBookmarked(db, key) : false,
      key ? hasRead(db, key) : false,
    ]);
    return ok(presentCodeDetail(post, { summary, version, versions, board, user, voted, bookmarked, read, locale: requestLocale(request) }));
  });

  app.get('/v1/community/getAdjacentCodePosts', { schema: { querystring: adjacentCodeQuerySchema, tags } }, async (request) => {
    const { post, user } = await findVisibleCodePost(request, request.query.postId);
    const { prev, next } = await findAdjacentPosts(db, { post, userId: user?.id ?? null, moderator: false });
    const link = (row: typeof prev) => (row ? { cs_id: row.id, title: row.title } : null);
    return ok({ prev: link(prev), next: link(next) });
  });

  app.post('/codeshare', { schema: { body: codeViewBodySchema, tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) => {
    const { post, user } = await findVisibleCodePost(request, request.body.cs_id);
    const read = Boolean(request.body.read);
    const visitor = visitorOf(request, ctx.config.secret);
    return ok({ view_count: await countCodeView(db, { post, readerId: user?.id ?? null, read, visitor }), read: read && !!user });
  });

  app.post('/codeshare/delete', { schema: { body: csIdBodySchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { post, board } = await findVisibleCodePost(request, request.body.cs_id);
    assertCanDelete(post, board, user);
    await deleteCodePost(db, { post });
    return ok({ cs_id: post.id });
  });
};
