import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { mailOutbox } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { ok } from '../../http/ok.ts';

const outboxQuerySchema = z.object({ to: textSchema(254).optional() });

/** The outbox behind /devTest: mail that went nowhere because no SMTP server is set. Only to this machine, never in production. */
export const mailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/dev/outbox', { schema: { querystring: outboxQuerySchema, tags: ['development'] }, onRequest: loopbackOnly }, async (request) => {
    if (ctx.config.env === 'production') throw notFound();
    const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
    const to = request.query.to?.toLowerCase();
    const data = rows
      .filter((row) => !to || row.recipient.toLowerCase() === to)
      .map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt.toISOString() }));
    return ok(data);
  });
};
