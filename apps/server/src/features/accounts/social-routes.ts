import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, localeSchema, socialLoginQuerySchema, socialSignupRequestSchema, textSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { isLoopbackRequest, loopbackOnly } from '../../http/loopback-only.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { setSessionCookie } from '../../http/session-cookie.ts';
import { grantLocalCode, renderLocalProviderPage } from './local-social-provider.ts';
import { loginAddressBudget } from './login-throttle.ts';
import { presentMyInfo } from './present-my-info.ts';
import { callbackPathOf, callbackUrl, finishSocialLogin, selectSocialProvider, startSocialLogin } from './social-login.ts';
import { isLocalProvider, socialKinds, type SocialKind, type SocialProvider } from './social-provider.ts';
import { signUpSocial } from './social-sign-up.ts';

const tags = ['accounts'];
const STATE_COOKIE = 'social_state';
const STATE_COOKIE_SECONDS = 600;

const callbackQuerySchema = z.object({
  code: textSchema(2000).min(1).optional(),
  state: textSchema(200).min(1),
  error: textSchema(200).optional(),
});
const localAuthorizeSchema = z.object({
  state: textSchema(200).min(1),
  nonce: textSchema(200).min(1),
  redirect_uri: textSchema(2000),
  locale: localeSchema.optional(),
  kind: z.enum(socialKinds).default('google'),
});
const localGrantSchema = localAuthorizeSchema.extend({ email: emailSchema, name: textSchema(50).trim().min(1) });

const homeOf = (locale: string) => (locale === 'en' ? '/en' : '/');

/** "Continue with Google" and "Continue with Kakao": the redirect to the provider, its callback, the local provider's page, and the social sign-up. */
export const socialLoginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secure = ctx.config.publicUrl.startsWith('https:');
  const providers = Object.fromEntries(socialKinds.map((kind) => [kind, selectSocialProvider(ctx, kind)])) as Record<SocialKind, SocialProvider | undefined>;

  for (const kind of socialKinds) {
    const provider = providers[kind];
    // The local provider signs anyone in as anyone, so to every other machine it is as if there were no provider.
    const requireProvider = (request: FastifyRequest) => {
      if (!provider || (isLocalProvider(provider) && !isLoopbackRequest(request))) throw notFound('social_login_disabled');
      return provider;
    };

    app.get(`/login/${kind}`, { schema: { querystring: socialLoginQuerySchema, tags }, config: { fetchGuard: 'navigation' } }, async (request, reply) => {
      const { url, state } = await startSocialLogin(ctx, requireProvider(request), request.query);
      // Binds the flow to this browser: a callback carrying someone else's state is refused.
      reply.setCookie(STATE_COOKIE, state, { path: callbackPathOf(kind), httpOnly: true, sameSite: 'lax', secure, maxAge: STATE_COOKIE_SECONDS });
      return reply.redirect(url, 302);
    });

    app.get(`/login/${kind}/callback`, { schema: { querystring: callbackQuerySchema, tags } }, async (request, reply) => {
      const result = await finishSocialLogin(ctx, requireProvider(request), {
        code: request.query.code,
        state: request.query.state,
        browserState: request.cookies[STATE_COOKIE],
      });
      reply.clearCookie(STATE_COOKIE, { path: callbackPathOf(kind) });
      if (result.kind === 'cancelled') return reply.redirect(result.returnTo, 302);
      if (result.kind === 'login') {
        setSessionCookie(reply, ctx.config, result.token);
        return reply.redirect(result.returnTo, 302);
      }
      // The spec's landing query: the page keeps type and email as cookies and opens the social sign-up.
      const query = new URLSearchParams({ type: result.provider, email: result.email, name: result.name, id: result.pendingId });
      return reply.redirect(`${homeOf(result.locale)}?${query}`, 302);
    });
  }

  app.post('/signup/social', { schema: { body: socialSignupRequestSchema, tags }, config: { rateLimit: ctx.rateLimits.signup } }, async (request, reply) => {
    const { user, token, returnTo } = await signUpSocial(ctx, request.body);
    setSessionCookie(reply, ctx.config, token);
    return reply.status(201).send(ok({ myInfo: await presentMyInfo(ctx.db, user), returnTo }));
  });

  const local = (kind: SocialKind) => providers[kind] !== undefined && isLocalProvider(providers[kind]);
  if (!socialKinds.some(local)) return;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Only a kind whose local provider is on, and only back to that kind's own callback.
  const checkRedirect = (kind: SocialKind, redirectUri: string) => {
    if (!local(kind) || redirectUri !== callbackUrl(ctx.config, kind)) throw badRequest('social_state_invalid');
  };
  // Under the site-wide no-referrer policy a form post says `Origin: null`, which the origin check refuses.
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);

  app.get('/login/local-provider', { schema: { querystring: localAuthorizeSchema, hide: true }, onRequest: loopbackOnly }, async (request, reply) => {
    checkRedirect(request.query.kind, request.query.redirect_uri);
    const locale = request.query.locale ?? requestLocale(request);
    return sendPage(reply, renderLocalProviderPage({ ...request.query, redirectUri: request.query.redirect_uri, locale }));
  });

  app.post(
    '/login/local-provider',
    { schema: { body: localGrantSchema, hide: true }, onRequest: loopbackOnly, preHandler: loginAddressBudget(app, ctx) },
    async (request, reply) => {
      checkRedirect(request.body.kind, request.body.redirect_uri);
      const target = await grantLocalCode(ctx.db, { ...request.body, redirectUri: request.body.redirect_uri });
      return reply.redirect(target, 302);
    },
  );
};
