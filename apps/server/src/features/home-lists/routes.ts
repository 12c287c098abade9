import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allListPageSchema,
  allListV2QuerySchema,
  allListV3QuerySchema,
  basicListQuerySchema,
  basicListSchema,
  HOME_LIST_PAGE_SIZE,
  publicListPageSchema,
  publicListQuerySchema,
  scrollParamsSchema,
} from '@madang/contracts/home-lists';
import type { AppContext } from '../../app-context.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { basicList } from './basic-list.ts';
import { listAll } from './list-all.ts';
import { listPublicCompetitions } from './list-public.ts';

const tags = ['main'];
const params = scrollParamsSchema;
const pageOf = <T>(page: number, found: { items: T[]; hasMore: boolean }) => ok({ items: found.items, page, page_size: HOME_LIST_PAGE_SIZE, has_more: found.hasMore });

/** The home's lists (spec section 7): the combined scroll list, the public competitions, and the first screen in one call. */
export const homeListRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/main/v3/all_list_scroll/:x', { schema: { params, querystring: allListV3QuerySchema, response: okResponse(allListPageSchema), tags } }, async (request) => {
    const page = request.params.x;
    return pageOf(page, await listAll(db, { query: request.query, page, locale: requestLocale(request), now: new Date() }));
  });

  // The older call has no search: the same list without a keyword or category.
  app.get('/main/v2/all_list_scroll/:x', { schema: { params, querystring: allListV2QuerySchema, response: okResponse(allListPageSchema), tags } }, async (request) => {
    const page = request.params.x;
    const query = { ...request.query, search: 'title' as const, keyword: '' };
    return pageOf(page, await listAll(db, { query, page, locale: requestLocale(request), now: new Date() }));
  });

  app.get('/main/public_list_all_scroll/:x', { schema: { params, querystring: publicListQuerySchema, response: okResponse(publicListPageSchema), tags } }, async (request) => {
    const page = request.params.x;
    return pageOf(page, await listPublicCompetitions(db, { range: request.query.range, page, now: new Date() }));
  });

  app.get('/main/basic_list', { schema: { querystring: basicListQuerySchema, response: okResponse(basicListSchema), tags } }, async (request) =>
    ok(await basicList(ctx, { locale: requestLocale(request), now: new Date() })),
  );
};
