import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectSearchQuerySchema, searchRecordSchema, searchResultQuerySchema, searchTabParamsSchema, searchTabQuerySchema } from '@madang/contracts/search';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { searchAll, searchTab } from './run-search.ts';
import { readTrends, recordSearch } from './search-log.ts';
import { searchSources } from './search-sources.ts';
import { searchProjects } from '../learning/search-projects.ts';
import { visitorOf } from '../visits/visitor.ts';

const tags = ['search'];
const PROJECT_SEARCH_SIZE = 10;

/** Spec section 7: the search page's calls. Anyone may search; what is found is what a visitor may see. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/search/getTrend', { schema: { tags } }, async () => ok(await readTrends(db, new Date())));

  app.get('/search/getResult', { schema: { querystring: searchResultQuerySchema, tags } }, async (request) =>
    ok(await searchAll(db, { keyword: request.query.keyword, locale: requestLocale(request) })),
  );

  app.get('/search/getResultByTab/scroll/:n', { schema: { params: searchTabParamsSchema, querystring: searchTabQuerySchema, tags } }, async (request) =>
    ok(await searchTab(db, { keyword: request.query.keyword, locale: requestLocale(request), tab: request.query.tab_type, page: request.params.n })),
  );

  app.post('/search', { schema: { body: searchRecordSchema, tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) =>
    ok(await recordSearch(db, { keyword: request.body.keyword, visitor: visitorOf(request, ctx.config.secret), now: new Date() })),
  );

  // `learn` finds learning projects only; `all` finds them and competitions.
  app.get('/v2/search/projectAndBaseCompetition', { schema: { querystring: projectSearchQuerySchema, tags } }, async (request) => {
    const { keyword, tab } = request.query;
    const [projects, competitions] = await Promise.all([
      searchProjects(db, { keyword, viewer: currentUser(request), limit: PROJECT_SEARCH_SIZE }),
      tab === 'learn' ? [] : searchSources.competition!.page(db, { keyword, locale: requestLocale(request), limit: PROJECT_SEARCH_SIZE, offset: 0 }),
    ]);
    return ok({ projects, competitions });
  });
};
