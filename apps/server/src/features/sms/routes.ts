import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { smsOutbox } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { ok } from '../../http/ok.ts';

/** The SMS outbox shown on /devTest: texts (codes included) that no provider carried. This machine only, never production. */
export const smsOutboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/dev/sms-outbox', { schema: { tags: ['development'] }, onRequest: loopbackOnly }, async () => {
    if (ctx.config.env === 'production' || ctx.sms.transport !== 'outbox') throw notFound();
    const rows = await ctx.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(100);
    const data = rows.map((row) => ({ id: row.id, to: row.recipient, text: row.text, createdAt: row.createdAt.toISOString() }));
    return ok(data);
  });
};
