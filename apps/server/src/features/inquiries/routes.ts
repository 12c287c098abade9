import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inquiryHandledSchema, inquiryInputSchema, inquiryParamsSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/authenticate.ts';
import { requireAdmin } from '../host/policy.ts';
import { ok } from '../../http/ok.ts';
import { createInquiry } from './create-inquiry.ts';
import { listInquiries, setInquiryHandled } from './list-inquiries.ts';
import { presentInquiry } from './presenter.ts';

/**
 * Each inquiry mails every admin, so one address may send only a few an hour. Browsers are held to
 * the site's origin by the global Origin check, like every other form.
 */
export const INQUIRY_RATE_LIMIT = { max: 5, timeWindow: 60 * 60_000 };

/** The "host a competition" form (anyone) and its list in the console (admins). */
export const inquiryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/v1/inquiries', { schema: { body: inquiryInputSchema, tags: ['inquiries'] }, config: { rateLimit: INQUIRY_RATE_LIMIT } }, async (request) => {
    const row = await createInquiry(ctx, {
      values: request.body,
      userId: currentUser(request)?.id ?? null,
      onMailError: (error) => request.log.error({ err: error }, 'inquiry mail failed'),
    });
    return ok({ id: row.id });
  });

  app.get('/v1/host/inquiries', { schema: { tags: ['host'] } }, async (request) => {
    requireAdmin(request);
    return ok((await listInquiries(ctx.db)).map(presentInquiry));
  });

  app.post('/v1/host/inquiries/:id/handled', { schema: { params: inquiryParamsSchema, body: inquiryHandledSchema, tags: ['host'] } }, async (request) => {
    const admin = requireAdmin(request);
    return ok(presentInquiry(await setInquiryHandled(ctx.db, { id: request.params.id, handled: request.body.handled, adminId: admin.id })));
  });
};
