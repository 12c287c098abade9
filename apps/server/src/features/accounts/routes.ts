import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkOutdateQuerySchema,
  type LoginRequest,
  loginRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  resendQuerySchema,
  signupRequestSchema,
  verifyMailQuerySchema,
  verifyNameQuerySchema,
  withdrawRequestSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { checkOutdate } from './check-outdate.ts';
import { logIn, safeReturnTo } from './log-in.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { loginAddressBudget, loginGuard } from './login-throttle.ts';
import { presentMyInfo } from './present-my-info.ts';
import { resendVerification } from './resend-verification.ts';
import { deleteSession } from './sessions.ts';
import { signUp } from './sign-up.ts';
import { createHumanCheck, requireHumanPass } from './human-check.ts';
import { humanCheckRoutes } from './human-check-routes.ts';
import { phoneRoutes } from './phone-routes.ts';
import { socialLoginRoutes } from './social-routes.ts';
import { isNicknameAvailable, updateProfile } from './update-profile.ts';
import { verifyMail } from './verify-mail.ts';
import { withdrawAccount } from './withdraw-account.ts';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, config, rateLimits } = ctx;
  await app.register(socialLoginRoutes, { ctx });
  await app.register(phoneRoutes, { ctx });
  const humanCheck = createHumanCheck(config);
  await app.register(humanCheckRoutes, { ctx, check: humanCheck });

  app.post('/signup/simple', { schema: { body: signupRequestSchema, tags }, config: { rateLimit: rateLimits.signup } }, async (request, reply) => {
    await requireHumanPass(db, humanCheck, request.body.human_pass);
    const { id } = await signUp(ctx, request.body);
    return reply.status(201).send(ok({ id }));
  });

  app.get('/signup/verify_name', { schema: { querystring: verifyNameQuerySchema, tags } }, async (request) => {
    const available = await isNicknameAvailable(db, request.query.username, request.query.id);
    return ok({ available }, available ? 'ok' : 'exist');
  });

  // It answers only what a sign-up would, and as strictly limited as sign-ups.
  app.get('/signup/check_outdate', { schema: { querystring: checkOutdateQuerySchema, tags }, config: { rateLimit: rateLimits.signup } }, async (request) =>
    ok(await checkOutdate(db, request.query.mail)),
  );

  // The spec names these GETs; they change state, so only the platform's own scripts may call them.
  app.get('/signup/verify', { schema: { querystring: verifyMailQuerySchema, tags }, config: { fetchGuard: 'script' } }, async (request) => ok(await verifyMail(db, request.query)));

  app.get('/login/resend', { schema: { querystring: resendQuerySchema, tags }, config: { rateLimit: rateLimits.resend, fetchGuard: 'script' } }, async (request) => {
    await resendVerification(ctx, request.query.id, requestLocale(request));
    return ok(null);
  });

  // "Forgot password?": always the same answer, limited per address here and per e-mail in requestPasswordReset.
  app.post('/login/forgot_password', { schema: { body: passwordResetRequestSchema, tags }, config: { rateLimit: rateLimits.resend } }, async (request) => {
    await requestPasswordReset(ctx, request.body.email, requestLocale(request));
    return ok(null);
  });

  app.post('/login/reset_password', { schema: { body: passwordResetSchema, tags }, config: { rateLimit: rateLimits.resend } }, async (request, reply) => {
    await resetPassword(ctx, request.body);
    // The link ended every session, this browser's included.
    clearSessionCookie(reply);
    return ok(null);
  });

  // One budget per address for every credential check (the social routes' local form draws on it too).
  const addressBudget = loginAddressBudget(app, ctx);
  const logInHandler = async (input: LoginRequest, request: FastifyRequest, reply: FastifyReply) => {
    const { user, token } = await logIn(db, input, loginGuard(ctx, request, reply));
    setSessionCookie(reply, config, token);
    const returnTo = safeReturnTo(input.returnTo, input.locale || undefined);
    return ok({ myInfo: await presentMyInfo(db, user), returnTo });
  };
  app.post('/login/self_login', { schema: { body: loginRequestSchema, tags }, preHandler: addressBudget }, (request, reply) => logInHandler(request.body, request, reply));
  // The spec's GET variant opens a session, so an image, a script or another site must not be able to trigger it.
  app.get('/login/self_login', { schema: { querystring: loginRequestSchema, tags }, config: { fetchGuard: 'navigation' }, preHandler: addressBudget }, (request, reply) =>
    logInHandler(request.query, request, reply),
  );

  app.post('/login/logout', { schema: { tags } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return ok(null);
  });

  app.get('/myinfo', { schema: { tags } }, async (request) => ok([await presentMyInfo(db, requireUser(request))]));

  // A password change and a withdrawal check the current password: they spend the same per-address budget.
  const budgetWhenPassword = async (request: FastifyRequest<{ Body: { currentPassword?: string } }>, reply: FastifyReply) => {
    if (request.body?.currentPassword) await addressBudget(request, reply);
  };
  app.post('/myinfo/update/v2', { schema: { body: profileUpdateSchema, tags }, preHandler: budgetWhenPassword }, async (request) => {
    const updated = await updateProfile(db, requireUser(request), request.body, request.sessionToken);
    return ok([await presentMyInfo(db, updated)]);
  });

  app.post('/signup/signout/v2', { schema: { body: withdrawRequestSchema, tags }, preHandler: addressBudget }, async (request, reply) => {
    await withdrawAccount(db, requireUser(request), { password: request.body.password, confirmEmail: request.body.confirm_email });
    clearSessionCookie(reply);
    return ok(null);
  });
};
