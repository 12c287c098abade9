import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityListQuerySchema, tabVisitBodySchema } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { countNewTabPosts, recordTabVisit } from './tab-new-posts.ts';
import { readWeeklyPopular } from './weekly-popular.ts';

const tags = ['community'];
/** Spec section 8: the community list is cached for 240 000 ms, on the server as in the browser. */
export const COMMUNITY_LIST_TTL_MS = 240_000;

/** The community's tabs: their new-post counts, a member's visit of one, and the weekly popular talk and code. */
export const communityTabRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/v1/community/getTabNewPostCount', { schema: { tags } }, async (request) => {
    const tabs = await countNewTabPosts(db, { userId: currentUser(request)?.id ?? null, now: new Date() });
    return ok({ tabs });
  });

  app.post('/v1/community/tabVisit', { schema: { body: tabVisitBodySchema, tags } }, async (request) => {
    const user = requireUser(request);
    await recordTabVisit(db, { userId: user.id, tab: request.body.tab, now: new Date() });
    return ok({ tab: request.body.tab });
  });

  app.get('/main/community_list', { schema: { querystring: communityListQuerySchema, tags } }, async (request) => {
    const locale = requestLocale(request);
    return ok(await ctx.cache.get({ group: 'global', name: `community_list:${locale}` }, COMMUNITY_LIST_TTL_MS, () => readWeeklyPopular(db, { now: new Date(), locale })));
  });
};
