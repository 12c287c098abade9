import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannerActiveSchema, bannerInputSchema, bannerParamsSchema } from '@madang/contracts/banners';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../host/policy.ts';
import { ok } from '../../http/ok.ts';
import { findBanner, listAllBanners } from './list-banners.ts';
import { forgetLiveBanners } from './live-banners.ts';
import { presentHostBanner } from './presenter.ts';
import { type BannerRow, createBanner, deleteBanner, setBannerActive, updateBanner } from './save-banner.ts';

const tags = ['host'];
const params = bannerParamsSchema;

/** The console's banner management (admins only); every change drops the cached public lists. */
export const bannerHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const changed = (row: BannerRow) => {
    forgetLiveBanners(ctx);
    return ok(presentHostBanner(row, new Date()));
  };

  app.get('/v1/host/banners', { schema: { tags } }, async (request) => {
    requireAdmin(request);
    const now = new Date();
    return ok((await listAllBanners(db)).map((row) => presentHostBanner(row, now)));
  });

  app.get('/v1/host/banners/:id', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    return ok(presentHostBanner(await findBanner(db, request.params.id), new Date()));
  });

  app.post('/v1/host/banners', { schema: { body: bannerInputSchema, tags } }, async (request) => {
    requireAdmin(request);
    return changed(await createBanner(db, { input: request.body }));
  });

  app.put('/v1/host/banners/:id', { schema: { params, body: bannerInputSchema, tags } }, async (request) => {
    requireAdmin(request);
    return changed(await updateBanner(db, { id: request.params.id, input: request.body }));
  });

  app.post('/v1/host/banners/:id/active', { schema: { params, body: bannerActiveSchema, tags } }, async (request) => {
    requireAdmin(request);
    return changed(await setBannerActive(db, { id: request.params.id, active: request.body.active }));
  });

  app.post('/v1/host/banners/:id/delete', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    await deleteBanner(db, { id: request.params.id });
    forgetLiveBanners(ctx);
    return ok({ deleted: true });
  });
};
