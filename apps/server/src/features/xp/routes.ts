import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XP_HISTORY_PAGE_SIZE, xpConfirmSchema, xpHistoryQuerySchema, xpNotifyQuerySchema, xpProfileQuerySchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { confirmPointNotices, listPointNotices } from './point-notices.ts';
import { xpHistory, xpProfile, xpSummary } from './xp-summary.ts';

const tags = ['xp'];

/** XP points (spec sections 3, 4 and 7): members only, except a profile's XP, which anyone may read. */
export const xpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/v1/xp/popup', { schema: { tags } }, async (request) => ok(await xpSummary(db, { userId: requireUser(request).id })));

  app.get('/v1/xp/profile', { schema: { querystring: xpProfileQuerySchema, tags } }, async (request) => {
    const userId = request.query.user_id ?? requireUser(request).id;
    return ok(await xpProfile(db, { userId }));
  });

  app.get('/gnb/xp/history/v2', { schema: { querystring: xpHistoryQuerySchema, tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await xpHistory(db, { userId: user.id, page: request.query.page, pageSize: XP_HISTORY_PAGE_SIZE }));
  });

  app.get('/gnb/xp/v2/notify', { schema: { querystring: xpNotifyQuerySchema, tags } }, async (request) => ok(await listPointNotices(db, { userId: requireUser(request).id })));

  app.post('/gnb/xp/confirm', { schema: { body: xpConfirmSchema, tags } }, async (request) => {
    const user = requireUser(request);
    return ok({ count: await confirmPointNotices(db, { userId: user.id, notiId: request.body.noti_id }) });
  });
};
