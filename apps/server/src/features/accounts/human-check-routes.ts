import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanCheckRequestSchema, type HumanCheckSettings } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { ok } from '../../http/ok.ts';
import { issueLocalHumanToken, passHumanCheck, type HumanCheck } from './human-check.ts';

const tags = ['accounts'];

/** The sign-up's human check: what widget to show, the spec's `/signup/recaptcha` and `/v2` calls, and the local widget's token. */
export const humanCheckRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; check: HumanCheck }> = async (app, { ctx, check }) => {
  app.get('/signup/recaptcha/settings', { schema: { tags } }, async () => ok<HumanCheckSettings>({ kind: check.kind, siteKey: check.siteKey }));

  // reCAPTCHA's invisible call and its checkbox (`/v2`) are judged alike: the provider's answer decides.
  for (const url of ['/signup/recaptcha', '/signup/recaptcha/v2']) {
    app.post(url, { schema: { body: humanCheckRequestSchema, tags }, config: { rateLimit: ctx.rateLimits.signup } }, async (request) =>
      ok({ pass: await passHumanCheck(ctx.db, check, request.body.token, request.ip) }),
    );
  }

  app.post('/signup/recaptcha/local-token', { schema: { hide: true }, onRequest: loopbackOnly }, async () => {
    if (check.kind !== 'local') throw notFound();
    return ok({ token: issueLocalHumanToken(ctx.config.secret) });
  });
};
