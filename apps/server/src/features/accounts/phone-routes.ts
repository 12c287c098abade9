import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneFormSchema, phoneVerificationSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { findEmailByPhone, sendFindEmailCode } from './find-account.ts';
import { memberOf } from './phone-member.ts';
import { presentMyInfo } from './present-my-info.ts';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification.ts';

const tags = ['accounts'];

/** Phone verification by SMS (spec section 7's `/v1/user/sms` calls) and finding an account's e-mail by its phone. */
export const phoneRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/v1/user/sms', { schema: { body: phoneFormSchema, tags } }, async (request) => {
    const sent = await sendPhoneCode(ctx, { user: memberOf(request), form: request.body, address: request.ip, locale: requestLocale(request), log: request.log });
    return ok(sent, 'OK');
  });

  app.post('/v1/user/sms/verification', { schema: { body: phoneVerificationSchema, tags } }, async (request) => {
    const user = await verifyPhoneCode(ctx, { user: memberOf(request), form: request.body });
    return ok([await presentMyInfo(ctx.db, user)], 'OK');
  });

  app.post('/v1/user/sms/find-email', { schema: { body: phoneFormSchema, tags } }, async (request) => {
    const sent = await sendFindEmailCode(ctx, { form: request.body, address: request.ip, locale: requestLocale(request), log: request.log });
    return ok(sent, 'OK');
  });

  app.post('/v1/user/sms/find-email/verification', { schema: { body: phoneVerificationSchema, tags } }, async (request) => ok(await findEmailByPhone(ctx, request.body), 'OK'));
};
