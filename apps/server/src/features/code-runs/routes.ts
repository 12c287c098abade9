import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeRunCreateRequestSchema, codeRunIdParamsSchema, codeRunSchema, errorBodySchema, okEnvelope, runnerAvailabilitySchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { cancelCodeRun } from './cancel-code-run.ts';
import { createCodeRun, type CodeRunRow } from './create-code-run.ts';
import { findOwnCodeRun, readQueuePosition } from './find-code-run.ts';
import { streamCodeRun } from './code-run-stream.ts';
import { presentAvailability, presentCodeRun } from './presenter.ts';

const tags = ['code runs'];
const security = [{ session: [] }];
const runResponse = okEnvelope(codeRunSchema);
const refusals = { 401: errorBodySchema, 404: errorBodySchema };

/** Members' Python runs for the learning pages: start, read, follow as events, cancel; and whether the runner is there. */
export const codeRunRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const present = async (request: Parameters<typeof requestLocale>[0], run: CodeRunRow) =>
    ok(presentCodeRun(run, { locale: requestLocale(request), queuePosition: await readQueuePosition(ctx.db, run), limits: ctx.config.runner.limits }));

  app.get('/v1/runs/availability', { schema: { tags, response: { 200: okEnvelope(runnerAvailabilitySchema) } } }, async (request) =>
    ok(presentAvailability(ctx.runner, requestLocale(request))),
  );

  app.post(
    '/v1/runs',
    {
      schema: {
        tags,
        security,
        body: codeRunCreateRequestSchema,
        response: { 201: runResponse, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const run = await createCodeRun(ctx, { user, code: request.body.code });
      return reply.status(201).send(await present(request, run));
    },
  );

  app.get('/v1/runs/:id', { schema: { tags, security, params: codeRunIdParamsSchema, response: { 200: runResponse, ...refusals } } }, async (request) => {
    const user = requireUser(request);
    return present(request, await findOwnCodeRun(ctx.db, { runId: request.params.id, userId: user.id }));
  });

  app.get('/v1/runs/:id/events', { schema: { tags, security, params: codeRunIdParamsSchema, produces: ['text/event-stream'] } }, async (request, reply) => {
    const user = requireUser(request);
    await findOwnCodeRun(ctx.db, { runId: request.params.id, userId: user.id });
    await streamCodeRun(ctx, request, reply, { runId: request.params.id, userId: user.id, locale: requestLocale(request) });
  });

  app.post('/v1/runs/:id/cancel', { schema: { tags, security, params: codeRunIdParamsSchema, response: { 200: runResponse, ...refusals } } }, async (request) => {
    const user = requireUser(request);
    return present(request, await cancelCodeRun(ctx, { runId: request.params.id, userId: user.id }));
  });
};
