import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeFeedbackSchema, unsubscribeLinkSchema, unsubscribeStateSchema } from '@madang/contracts/unsubscribe';
import type { AppContext } from '../../app-context.ts';
import { unsubscribeFeedback, users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { verifyUnsubscribeLink } from './unsubscribe-link.ts';

const tags = ['mail'];

/** "me****@example.com": the page shows whose mail stops without handing the address to whoever holds the link. */
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 2))}@${domain}`;
};

/**
 * The marketing mail's signed unsubscribe link: GET tells what it means and changes nothing; POST (the page's
 * button, or a mail client's RFC 8058 one-click) turns the member's marketing consent off. Neither needs a
 * session or a CSRF token: the signature is the proof, and unsubscribing twice is the same as once.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Mail clients send the one-click POST as a form (`List-Unsubscribe=One-Click`); its body carries nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, { form: body }));

  const memberOf = async (link: Parameters<typeof verifyUnsubscribeLink>[1]) => {
    const { userId, mailing, kind } = verifyUnsubscribeLink(ctx.config.secret, link);
    const [user] = await ctx.db.select({ email: users.email, consent: users.marketingConsent }).from(users).where(eq(users.id, userId));
    if (!user) throw badRequest('unsubscribe_link_invalid');
    return { userId, mailing, kind, user };
  };

  app.get('/mail/unsubscribe', { schema: { querystring: unsubscribeLinkSchema, tags, response: okResponse(unsubscribeStateSchema) } }, async (request) => {
    const { kind, user } = await memberOf(request.query);
    return ok({ kind, email: maskEmail(user.email), subscribed: user.consent });
  });

  app.post(
    '/mail/unsubscribe',
    { schema: { querystring: unsubscribeLinkSchema, tags, response: okResponse(unsubscribeStateSchema) }, config: { rateLimit: ctx.rateLimits.publicWrite } },
    async (request) => {
      const { userId, kind, user } = await memberOf(request.query);
      await ctx.db.update(users).set({ marketingConsent: false }).where(eq(users.id, userId));
      return ok({ kind, email: maskEmail(user.email), subscribed: false });
    },
  );

  app.post(
    '/mail/unsubscribe/feedback',
    { schema: { body: unsubscribeFeedbackSchema, tags, response: okResponse(unsubscribeStateSchema.pick({ kind: true })) }, config: { rateLimit: ctx.rateLimits.publicWrite } },
    async (request) => {
      const { reasons, text, ...link } = request.body;
      const { userId, mailing, kind } = await memberOf(link);
      if (reasons.length === 0 && text === '') throw badRequest('unsubscribe_feedback_empty');
      // One answer per member and mailing: sending the form again replaces it rather than piling up rows.
      const values = { userId, mailing, kind, reasons: [...new Set(reasons)], text };
      await ctx.db
        .insert(unsubscribeFeedback)
        .values(values)
        .onConflictDoUpdate({ target: [unsubscribeFeedback.userId, unsubscribeFeedback.mailing], set: { reasons: values.reasons, text, createdAt: new Date() } });
      return ok({ kind });
    },
  );
};
