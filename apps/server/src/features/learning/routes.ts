import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eduGradeSchema,
  eduMainListQuerySchema,
  eduMainListSchema,
  eduProjectDetailSchema,
  eduProjectParamsSchema,
  eduRunGradeParamsSchema,
  eduStageDetailSchema,
  eduStageParamsSchema,
  eduConflictSchema,
  errorBodySchema,
  myEduQuerySchema,
  myEduSchema,
  okEnvelope,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { listMainBySubject, listMyEdu } from './list-projects.ts';
import { readProjectDetail, readStageDetail } from './read-project.ts';
import { readRunGrade } from './read-run-grade.ts';

const tags = ['learning'];
const security = [{ session: [] }];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Reading learning projects (spec section 7, `/v2/edu`): lists and overviews for anyone, stages and grades for members. */
export const learningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v2/edu/getMainListBySubject',
    { schema: { tags, querystring: eduMainListQuerySchema, response: { 200: okEnvelope(eduMainListSchema), 400: errorBodySchema } } },
    async (request) => ok(await listMainBySubject(db, { viewer: currentUser(request), ...request.query })),
  );

  app.get('/v2/edu/my-edu', { schema: { tags, security, querystring: myEduQuerySchema, response: { 200: okEnvelope(myEduSchema), ...refusals } } }, async (request) =>
    ok(await listMyEdu(db, { user: requireUser(request), ...request.query })),
  );

  app.get(
    '/v2/edu/projects/:projectId',
    { schema: { tags, params: eduProjectParamsSchema, response: { 200: okEnvelope(eduProjectDetailSchema), ...refusals } } },
    async (request) => ok(await readProjectDetail(db, { projectId: request.params.projectId, viewer: currentUser(request) })),
  );

  app.get(
    '/v2/edu/projects/:projectId/stages/:stageNumber',
    { schema: { tags, security, params: eduStageParamsSchema, response: { 200: okEnvelope(eduStageDetailSchema), ...refusals } } },
    async (request) => ok(await readStageDetail(db, { ...request.params, viewer: currentUser(request) })),
  );

  app.get(
    '/v2/edu/runs/:runId/grade',
    { schema: { tags, security, params: eduRunGradeParamsSchema, response: { 200: okEnvelope(eduGradeSchema), ...refusals, 409: eduConflictSchema } } },
    async (request) => ok(await readRunGrade(db, { runId: request.params.runId, user: requireUser(request), locale: requestLocale(request) })),
  );
};
