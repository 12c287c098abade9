import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpErrorLogSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { httpErrorLogs } from '../../db/schema.ts';
import { currentUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { countryCodes } from './country-codes.ts';

/** Client reports are capped so that a broken page cannot fill the database. */
const MAX_REPORT_BYTES = 16_384;

export const platformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/log/httpErrorLog',
    { schema: { body: httpErrorLogSchema, tags: ['platform'] }, bodyLimit: MAX_REPORT_BYTES * 4, config: { rateLimit: ctx.rateLimits.errorReport } },
    async (request, reply) => {
      const { url, ...rest } = request.body;
      const serialized = JSON.stringify(rest);
      const report = serialized.length > MAX_REPORT_BYTES ? { truncated: serialized.slice(0, MAX_REPORT_BYTES) } : rest;
      await ctx.db.insert(httpErrorLogs).values({
        url,
        report,
        userId: currentUser(request)?.id ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return reply.status(201).send(ok(null));
    },
  );

  app.get('/signup/country_code', { schema: { tags: ['platform'] } }, async (request) => {
    const locale = requestLocale(request);
    return ok(countryCodes.map(({ seq, code2, code, ...names }) => ({ seq, code2, code, text: `${names[locale]} +${code}` })));
  });
};
