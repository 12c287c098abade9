import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerListQuerySchema, bannerListSchema } from '@madang/contracts/banners';
import type { AppContext } from '../../app-context.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { liveBanners } from './live-banners.ts';

const tags = ['banners'];
const response = okResponse(bannerListSchema);

/** The home's banners (spec section 7): the live ones of every kind, or of one kind. */
export const bannerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/main/banner_list', { schema: { response, tags } }, async (request) => ok(await liveBanners(ctx, requestLocale(request))));

  app.get('/main/banner/list', { schema: { querystring: bannerListQuerySchema, response, tags } }, async (request) =>
    ok((await liveBanners(ctx, requestLocale(request))).filter((banner) => banner.kind === request.query.type)),
  );
};
