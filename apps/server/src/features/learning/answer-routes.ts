import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeRunSchema,
  eduGradeSchema,
  eduProjectDetailSchema,
  eduProjectParamsSchema,
  eduQuizAnswerRequestSchema,
  eduStepParamsSchema,
  eduStepRunRequestSchema,
  eduConflictSchema,
  errorBodySchema,
  okEnvelope,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { readQueuePosition } from '../code-runs/find-code-run.ts';
import { presentCodeRun } from '../code-runs/presenter.ts';
import { answerQuiz, completeLesson } from './answer-step.ts';
import { readProjectDetail } from './read-project.ts';
import { retakeProject } from './retake-project.ts';
import { startStepRun } from './start-step-run.ts';

const tags = ['learning'];
const security = [{ session: [] }];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: eduConflictSchema };
const step = '/v2/edu/projects/:projectId/stages/:stageNumber/steps/:stepNumber';

/** A learner's actions on steps (docs/learning.md): read a lesson, answer a quiz, run or submit code, retake a project. */
export const learningAnswerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(`${step}/complete`, { schema: { tags, security, params: eduStepParamsSchema, response: { 200: okEnvelope(eduGradeSchema), ...refusals } } }, async (request) =>
    ok(await completeLesson(db, { ...request.params, user: requireUser(request), locale: requestLocale(request) })),
  );

  app.post(
    `${step}/answer`,
    { schema: { tags, security, params: eduStepParamsSchema, body: eduQuizAnswerRequestSchema, response: { 200: okEnvelope(eduGradeSchema), ...refusals } } },
    async (request) => ok(await answerQuiz(db, { ...request.params, user: requireUser(request), answer: request.body.answer, locale: requestLocale(request) })),
  );

  app.post(
    `${step}/runs`,
    {
      schema: {
        tags,
        security,
        params: eduStepParamsSchema,
        body: eduStepRunRequestSchema,
        response: { 201: okEnvelope(codeRunSchema), ...refusals, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const run = await startStepRun(ctx, { ...request.params, user, code: request.body.code, submit: request.body.submit });
      const presented = presentCodeRun(run, { locale: requestLocale(request), queuePosition: await readQueuePosition(db, run), limits: ctx.config.runner.limits });
      return reply.status(201).send(ok(presented));
    },
  );

  app.post(
    '/v2/edu/projects/:projectId/retake',
    { schema: { tags, security, params: eduProjectParamsSchema, response: { 200: okEnvelope(eduProjectDetailSchema), ...refusals } } },
    async (request) => {
      const user = requireUser(request);
      await retakeProject(db, { user, projectId: request.params.projectId });
      return ok(await readProjectDetail(db, { projectId: request.params.projectId, viewer: user }));
    },
  );
};
