import { sql } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { trustProxyOption } from './config.ts';
import { humanCheckSources } from './features/accounts/human-check.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { apiTokenRoutes } from './features/api-tokens/routes.ts';
import { codeRunRoutes } from './features/code-runs/routes.ts';
import { codeshareDownloadRoutes } from './features/codeshare/download-routes.ts';
import { shareRoutes } from './features/shares/routes.ts';
import { editorUploadRoutes } from './features/editor-uploads/routes.ts';
import { codeshareRoutes } from './features/codeshare/routes.ts';
import { codeshareWriteRoutes } from './features/codeshare/write-routes.ts';
import { moderationRoutes } from './features/community/moderation-routes.ts';
import { replyRoutes } from './features/community/reply-routes.ts';
import { competitionRoutes } from './features/competitions/routes.ts';
import { hostRoutes } from './features/host/routes.ts';
import { leaderboardRoutes } from './features/leaderboards/routes.ts';
import { learningAnswerRoutes } from './features/learning/answer-routes.ts';
import { learningRoutes } from './features/learning/routes.ts';
import { learningXpRoutes } from './features/learning/xp-routes.ts';
import { learningAuthoringRoutes } from './features/learning/authoring/routes.ts';
import { learningDownloadRoutes } from './features/learning/content/download-routes.ts';
import { mailRoutes } from './features/mail/routes.ts';
import { marketingDevRoutes } from './features/marketing/dev-routes.ts';
import { unsubscribeRoutes } from './features/marketing/unsubscribe-routes.ts';
import { myCompetitionRoutes } from './features/my-competitions/routes.ts';
import { smsOutboxRoutes } from './features/sms/routes.ts';
import { surveyHostRoutes } from './features/surveys/host-routes.ts';
import { surveyRoutes } from './features/surveys/routes.ts';
import { kakaoCertOutboxRoutes, kakaoCertRoutes } from './features/kakao-cert/routes.ts';
import { paymentPageSources } from './features/payments/payment-page-sources.ts';
import { inquiryRoutes } from './features/inquiries/routes.ts';
import { interviewHostRoutes } from './features/interviews/host-routes.ts';
import { interviewRoutes } from './features/interviews/routes.ts';
import { bannerHostRoutes } from './features/banners/host-routes.ts';
import { bannerRoutes } from './features/banners/routes.ts';
import { homeListRoutes } from './features/home-lists/routes.ts';
import { noticeHostRoutes } from './features/notices/host-routes.ts';
import { noticeRoutes } from './features/notices/routes.ts';
import { sitePageHostRoutes } from './features/site-pages/host-routes.ts';
import { sitePageRoutes } from './features/site-pages/routes.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { platformRoutes } from './features/platform/routes.ts';
import { localCardRoutes } from './features/payments/local-card-routes.ts';
import { partnerHostRoutes } from './features/partners/host-routes.ts';
import { partnerRoutes } from './features/partners/routes.ts';
import { paymentHostRoutes } from './features/payments/host-routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { paymentWebhookRoutes } from './features/payments/webhook-routes.ts';
import { profileMemberRoutes } from './features/profiles/member-routes.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import { rankingRoutes } from './features/rankings/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { storageRoutes } from './features/storage/routes.ts';
import { multipartLimits } from './features/submissions/receive-upload.ts';
import { submissionRoutes } from './features/submissions/routes.ts';
import { tokenSubmissionRoutes } from './features/submissions/token-routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { codeUploadRoutes } from './features/code-uploads/routes.ts';
import { talkboardRoutes } from './features/talkboard/routes.ts';
import { invitationRoutes } from './features/teams/invitation-routes.ts';
import { teamExitRoutes } from './features/teams/exit-routes.ts';
import { teamRoutes } from './features/teams/routes.ts';
import { xpRoutes } from './features/xp/routes.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerCompression } from './http/compression.ts';
import { findSessionUser } from './features/accounts/sessions.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerFetchGuard } from './http/fetch-metadata.ts';
import { redactingLogger } from './http/log-redaction.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerUploadIdleTimeout } from './http/upload-idle-timeout.ts';
import { registerWebApp } from './http/web-app.ts';

export const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  ctx: AppContext;
  webDistDir?: string;
  logger?: boolean | object;
}

/** One Fastify instance: the API under /api (legacy), /api/v1 and /api/v2, OpenAPI at /api/docs, and the web app. */
export async function buildApp({ ctx, webDistDir = defaultWebDistDir, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: redactingLogger(logger), trustProxy: trustProxyOption(ctx.config.trustProxy), bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  // Every answer (API, pages, files, errors, the API docs) carries these; see docs/security.md. Images stay
  // `'self'` because the app shows its own uploads: user content is kept off the API by the renderers instead.
  await app.register(fastifyHelmet, {
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A hosted human check (off by default) and Toss's payment window bring their scripts and frames, and nothing else.
        scriptSrc: ["'self'", ...humanCheckSources(ctx.config.humanCheck.kind).script, ...paymentPageSources(ctx.config.payments.provider).script],
        frameSrc: ["'self'", ...humanCheckSources(ctx.config.humanCheck.kind).frame, ...paymentPageSources(ctx.config.payments.provider).frame],
        connectSrc: ["'self'", ...paymentPageSources(ctx.config.payments.provider).connect],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Madang API', version: '1.0.0', description: 'Competitions, community and learning.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The browser session (log in with /api/login/self_login).' },
          apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (mdg_…) from the account page: submission calls only.' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerOriginCheck(app, ctx.config.publicUrl);
  registerFetchGuard(app);
  registerAuthentication(app, (token) => findSessionUser(ctx.db, token));
  registerUploadIdleTimeout(app, ctx.config.uploadIdleTimeoutMs);
  registerCompression(app);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  await app.register(
    async (api) => {
      await api.register(fastifyMultipart, { limits: multipartLimits });
      await api.register(accountRoutes, { ctx });
      await api.register(apiTokenRoutes, { ctx });
      await api.register(platformRoutes, { ctx });
      await api.register(storageRoutes, { ctx });
      await api.register(mailRoutes, { ctx });
      await api.register(unsubscribeRoutes, { ctx });
      await api.register(marketingDevRoutes, { ctx });
      await api.register(myCompetitionRoutes, { ctx });
      await api.register(smsOutboxRoutes, { ctx });
      await api.register(kakaoCertRoutes, { ctx });
      await api.register(kakaoCertOutboxRoutes, { ctx });
      await api.register(competitionRoutes, { ctx });
      await api.register(submissionRoutes, { ctx });
      await api.register(leaderboardRoutes, { ctx });
      await api.register(tokenSubmissionRoutes, { ctx });
      await api.register(teamRoutes, { ctx });
      await api.register(invitationRoutes, { ctx });
      await api.register(teamExitRoutes, { ctx });
      await api.register(hostRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(xpRoutes, { ctx });
      await api.register(rankingRoutes, { ctx });
      await api.register(talkboardRoutes, { ctx });
      await api.register(replyRoutes, { ctx });
      await api.register(supportRoutes, { ctx });
      await api.register(codeUploadRoutes, { ctx });
      await api.register(moderationRoutes, { ctx });
      await api.register(codeshareRoutes, { ctx });
      await api.register(codeshareWriteRoutes, { ctx });
      await api.register(codeshareDownloadRoutes, { ctx });
      await api.register(shareRoutes, { ctx });
      await api.register(editorUploadRoutes, { ctx });
      await api.register(noticeRoutes, { ctx });
      await api.register(noticeHostRoutes, { ctx });
      await api.register(sitePageRoutes, { ctx });
      await api.register(sitePageHostRoutes, { ctx });
      await api.register(bannerRoutes, { ctx });
      await api.register(bannerHostRoutes, { ctx });
      await api.register(homeListRoutes, { ctx });
      await api.register(interviewRoutes, { ctx });
      await api.register(interviewHostRoutes, { ctx });
      await api.register(inquiryRoutes, { ctx });
      await api.register(surveyRoutes, { ctx });
      await api.register(surveyHostRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(profileMemberRoutes, { ctx });
      await api.register(searchRoutes, { ctx });
      await api.register(codeRunRoutes, { ctx });
      await api.register(learningRoutes, { ctx });
      await api.register(learningAnswerRoutes, { ctx });
      await api.register(learningXpRoutes, { ctx });
      await api.register(learningAuthoringRoutes, { ctx });
      await api.register(learningDownloadRoutes, { ctx });
      await api.register(paymentRoutes, { ctx });
      await api.register(paymentHostRoutes, { ctx });
      await api.register(partnerRoutes, { ctx });
      await api.register(partnerHostRoutes, { ctx });
      await api.register(localCardRoutes, { ctx });
      await api.register(paymentWebhookRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { distDir: webDistDir, secureCookies: ctx.config.publicUrl.startsWith('https:') });
  return app;
}
