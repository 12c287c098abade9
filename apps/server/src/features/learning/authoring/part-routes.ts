import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eduAuthoringParamsSchema,
  eduAuthoringProjectSchema,
  eduPreviewRequestSchema,
  eduPreviewSchema,
  eduReorderSchema,
  eduStageInputSchema,
  eduStepInputSchema,
  errorBodySchema,
  okEnvelope,
} from '@madang/contracts';
import type { AppContext } from '../../../app-context.ts';
import { requireUser } from '../../../http/authenticate.ts';
import { ok } from '../../../http/ok.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { authoredResponder } from './authored-response.ts';
import { createPreview } from './create-preview.ts';
import { findAuthoredProject, findAuthoredStage, findAuthoredStep } from './find-authored.ts';
import { presentPreview } from './presenter.ts';
import { fingerprintFiles, stepVersion } from './step-version.ts';
import { createStage, deleteStage, reorderStages, updateStage } from './stage-writes.ts';
import { createStep, deleteStep, reorderSteps, updateStep } from './step-writes.ts';

const tags = ['learning console'];
const params = eduAuthoringParamsSchema;
const project = okEnvelope(eduAuthoringProjectSchema);
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const written = { 200: project, ...refusals };

/** The console's stages and steps of a project, and the live preview of a code step. */
export const learningPartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const respond = authoredResponder(ctx);
  const stageOf = (request: FastifyRequest, stageId: number) => findAuthoredStage(db, { stageId, user: requireUser(request) });
  const stepOf = (request: FastifyRequest, stepId: number) => findAuthoredStep(db, { stepId, user: requireUser(request) });

  app.post('/v1/host/learning/projects/:id/stages', { schema: { tags, params, body: eduStageInputSchema, response: written } }, async (request) => {
    const found = await findAuthoredProject(db, { projectId: request.params.id, user: requireUser(request) });
    await createStage(db, { project: found, input: request.body });
    return respond(request, found);
  });

  app.post('/v1/host/learning/projects/:id/stages/order', { schema: { tags, params, body: eduReorderSchema, response: written } }, async (request) => {
    const found = await findAuthoredProject(db, { projectId: request.params.id, user: requireUser(request) });
    await reorderStages(db, { project: found, ids: request.body.ids });
    return respond(request, found);
  });

  app.put('/v1/host/learning/stages/:id', { schema: { tags, params, body: eduStageInputSchema, response: written } }, async (request) => {
    const { project: found, stage } = await stageOf(request, request.params.id);
    await updateStage(db, { stage, input: request.body });
    return respond(request, found);
  });

  app.delete('/v1/host/learning/stages/:id', { schema: { tags, params, response: written } }, async (request) => {
    const { project: found, stage } = await stageOf(request, request.params.id);
    await deleteStage(db, { stage });
    return respond(request, found);
  });

  app.post('/v1/host/learning/stages/:id/steps', { schema: { tags, params, body: eduStepInputSchema, response: written } }, async (request) => {
    const { project: found, stage } = await stageOf(request, request.params.id);
    await createStep(db, { project: found, stage, input: request.body });
    return respond(request, found);
  });

  app.post('/v1/host/learning/stages/:id/steps/order', { schema: { tags, params, body: eduReorderSchema, response: written } }, async (request) => {
    const { project: found, stage } = await stageOf(request, request.params.id);
    await reorderSteps(db, { project: found, stage, ids: request.body.ids });
    return respond(request, found);
  });

  app.put('/v1/host/learning/steps/:id', { schema: { tags, params, body: eduStepInputSchema, response: written } }, async (request) => {
    const { project: found, step } = await stepOf(request, request.params.id);
    await updateStep(db, { project: found, step, input: request.body });
    return respond(request, found);
  });

  app.delete('/v1/host/learning/steps/:id', { schema: { tags, params, response: written } }, async (request) => {
    const { project: found, step } = await stepOf(request, request.params.id);
    await deleteStep(db, { project: found, step });
    return respond(request, found);
  });

  app.post(
    '/v1/host/learning/steps/:id/preview',
    { schema: { tags, params, body: eduPreviewRequestSchema, response: { 201: okEnvelope(eduPreviewSchema), ...refusals, 429: errorBodySchema, 503: errorBodySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { project: found, step } = await stepOf(request, request.params.id);
      const preview = await createPreview(ctx, { user, project: found, step, draft: request.body.draft });
      const currentVersion = step.kind === 'code' && step.code ? stepVersion(step.code, await fingerprintFiles(db, found.id)) : undefined;
      const presented = presentPreview(preview, { locale: requestLocale(request), limits: ctx.config.runner.limits, queuePositions: new Map(), currentVersion });
      return reply.status(201).send(ok(presented));
    },
  );
};
