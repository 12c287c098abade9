import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { ok } from '../../http/ok.ts';
import { mailWeeklyDigest } from './send-digest.ts';

/**
 * Sends this week's digest now instead of on Monday, so a development server (and its journeys) can follow a
 * marketing mail from the outbox to its unsubscribe page. Only from this machine, never in production.
 */
export const marketingDevRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/dev/marketing-digest', { schema: { tags: ['development'] }, onRequest: loopbackOnly }, async () => {
    if (ctx.config.env === 'production') throw notFound();
    return ok(await mailWeeklyDigest(ctx, new Date()));
  });
};
