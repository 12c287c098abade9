import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rankingFilterSchema, rankingListQuerySchema, rankingPageParamsSchema, rankingProfileUpdateSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { RANKING_TTL_MS } from '../leaderboards/response-cache.ts';
import { saveRankingProfile } from './ranking-profile.ts';
import { rankingRows } from './ranking-query.ts';
import { userRanking } from './user-rank.ts';

const tags = ['rankings'];

/** The user rankings (spec section 7, /V2/ranking/*): lists for everyone, one's own place for members. */
export const rankingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/V2/ranking/list/:n', { schema: { params: rankingPageParamsSchema, querystring: rankingListQuerySchema, tags } }, async (request) => {
    const { more: pageSize, ...filter } = request.query;
    const page = request.params.n;
    const key = `ranking:${filter.tab}:${filter.type}:${filter.category}:${page}:${pageSize}`;
    // The spec caches rankings for 3 minutes; a new finish shows up within that.
    return ok(
      await ctx.cache.get({ group: 'global', name: key }, RANKING_TTL_MS, async () => {
        const rows = await rankingRows(db, { filter, now: new Date(), limit: pageSize, offset: (page - 1) * pageSize });
        const total = rows[0]?.total ?? (page > 1 ? ((await rankingRows(db, { filter, now: new Date(), limit: 1 }))[0]?.total ?? 0) : 0);
        return { items: rows.map((row) => row.entry), page, page_size: pageSize, total };
      }),
    );
  });

  app.get('/V2/ranking/myinfo', { schema: { querystring: rankingFilterSchema, tags } }, async (request) =>
    ok(await userRanking(db, { userId: requireUser(request).id, filter: request.query })),
  );

  app.get('/myinfo/bronze', { schema: { tags } }, async (request) => ok(await userRanking(db, { userId: requireUser(request).id })));

  app.post('/v1/ranking/category', { schema: { body: rankingProfileUpdateSchema, tags } }, async (request) => {
    const user = requireUser(request);
    await saveRankingProfile(db, { userId: user.id, ...request.body });
    return ok(await userRanking(db, { userId: user.id }));
  });
};
