import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eduXpAnswerWarningSchema,
  eduXpCanUseSchema,
  eduXpDailyCompletionSchema,
  eduXpProjectQuerySchema,
  eduXpShouldRetakeSchema,
  eduXpStageQuerySchema,
  eduXpStepQuerySchema,
  eduXpUsedStepsSchema,
  eduXpUseRequestSchema,
  eduXpUseSchema,
  eduConflictSchema,
  errorBodySchema,
  okEnvelope,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { readAnswerWarning, readDailyCompletionCount, readShouldRetake, readUsedXpSteps } from './learner-xp-state.ts';
import { readXpCanUse, useXp } from './use-xp.ts';

const tags = ['xp', 'learning'];
const security = [{ session: [] }];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The education XP calls of spec section 7: members only, each on a step, stage or project they may open. */
export const learningXpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/v1/xp/canUse', { schema: { tags, security, querystring: eduXpStepQuerySchema, response: { 200: okEnvelope(eduXpCanUseSchema), ...refusals } } }, async (request) =>
    ok(await readXpCanUse(db, { ...request.query, user: requireUser(request), locale: requestLocale(request) })),
  );

  app.get(
    '/v1/xp/usedXpStepNumbers',
    { schema: { tags, security, querystring: eduXpStageQuerySchema, response: { 200: okEnvelope(eduXpUsedStepsSchema), ...refusals } } },
    async (request) => ok(await readUsedXpSteps(db, { ...request.query, user: requireUser(request) })),
  );

  app.post(
    '/v1/xp/use',
    { schema: { tags, security, body: eduXpUseRequestSchema, response: { 200: okEnvelope(eduXpUseSchema), ...refusals, 409: eduConflictSchema } } },
    async (request) => ok(await useXp(db, { ...request.body, user: requireUser(request) })),
  );

  app.get(
    '/v1/xp/checkAnswerAfterWarning',
    { schema: { tags, security, querystring: eduXpStepQuerySchema, response: { 200: okEnvelope(eduXpAnswerWarningSchema), ...refusals } } },
    async (request) => ok(await readAnswerWarning(db, { ...request.query, user: requireUser(request) })),
  );

  app.get(
    '/v1/xp/shouldRetake',
    { schema: { tags, security, querystring: eduXpProjectQuerySchema, response: { 200: okEnvelope(eduXpShouldRetakeSchema), ...refusals } } },
    async (request) => ok(await readShouldRetake(db, { ...request.query, user: requireUser(request) })),
  );

  app.get('/v1/xp/dailyCompletionCount', { schema: { tags, security, response: { 200: okEnvelope(eduXpDailyCompletionSchema), 401: errorBodySchema } } }, async (request) =>
    ok(await readDailyCompletionCount(db, { user: requireUser(request) })),
  );
};
