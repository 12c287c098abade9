import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COLLABORATION_COOKIE,
  COLLABORATION_COOKIE_MAX_AGE_SECONDS,
  errorBodySchema,
  grantPartnerRequestSchema,
  okEnvelope,
  phoneFormSchema,
  phoneVerificationSchema,
  userStatusSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { memberOf } from '../accounts/phone-member.ts';
import { presentMyInfo } from '../accounts/present-my-info.ts';
import { userStatus } from '../payments/user-status.ts';
import { sendAuthSubsCode, verifyAuthSubsCode } from './auth-subs.ts';
import { grantPartnerSubscription } from './grant-partner.ts';

const security = [{ session: [] }];
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

/** Linking a partner school's subscription by phone (spec section 7's auth-subs and grant calls; docs/payments.md). */
export const partnerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/v1/user/sms/auth-subs', { schema: { tags: ['accounts'], security, body: phoneFormSchema } }, async (request) => {
    const sent = await sendAuthSubsCode(ctx, { user: memberOf(request), form: request.body, address: request.ip, locale: requestLocale(request), log: request.log });
    return ok(sent, 'OK');
  });

  app.post('/v1/user/sms/auth-subs/verification', { schema: { tags: ['accounts'], security, body: phoneVerificationSchema } }, async (request) => {
    const user = await verifyAuthSubsCode(ctx, { user: memberOf(request), form: request.body });
    return ok([await presentMyInfo(ctx.db, user)], 'OK');
  });

  app.post(
    '/v1/subscription/grant-oz-subs',
    { schema: { tags: ['subscriptions'], security, body: grantPartnerRequestSchema, response: { 200: okEnvelope(userStatusSchema), ...refusals } } },
    async (request, reply) => {
      const user = requireUser(request);
      const partner = await grantPartnerSubscription(ctx.db, { userId: user.id, request: request.body });
      // Readable by the page: the header switches to the partner's style from this cookie alone, before any request.
      reply.setCookie(COLLABORATION_COOKIE, partner.code, {
        path: '/',
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https:'),
        maxAge: COLLABORATION_COOKIE_MAX_AGE_SECONDS,
      });
      return ok(await userStatus(ctx.db, user.id));
    },
  );
};
