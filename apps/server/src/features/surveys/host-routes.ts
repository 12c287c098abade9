import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostSurveySchema,
  hostSurveySummarySchema,
  surveyInputSchema,
  surveyParamsSchema,
  surveyPublishSchema,
  surveyResultsSchema,
  talentAccessSchema,
  talentSearchQuerySchema,
  talentSearchResultSchema,
} from '@madang/contracts/surveys';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { exportSurveyCsv } from './export-csv.ts';
import { findSurvey } from './find-survey.ts';
import { listSurveys } from './list-surveys.ts';
import { assertSurveyAdmin } from './policy.ts';
import { presentHostSurvey, presentHostSurveySummary } from './presenter.ts';
import { surveyResults } from './survey-results.ts';
import { assertCanSearchTalent, grantTalentSearch, searchTalent } from './talent-pool.ts';
import { countResponses, createSurvey, publishSurvey, updateSurvey } from './write-survey.ts';

const tags = ['host'];
const params = surveyParamsSchema;

function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  assertSurveyAdmin(user);
  return user;
}

/** The console's survey builder, results and CSV (admins), and the talent pool's search (admins and permitted hosts). */
export const surveyHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const present = async (survey: Awaited<ReturnType<typeof findSurvey>>) => ok(presentHostSurvey(survey, await countResponses(db, survey.id)));

  app.get('/v1/host/surveys', { schema: { response: okResponse(z.array(hostSurveySummarySchema)), tags } }, async (request) => {
    requireAdmin(request);
    return ok((await listSurveys(db)).map((row) => presentHostSurveySummary(row.survey, row.responses)));
  });

  app.post('/v1/host/surveys', { schema: { body: surveyInputSchema, response: okResponse(hostSurveySchema), tags } }, async (request) => {
    const admin = requireAdmin(request);
    return present(await createSurvey(db, { values: request.body, authorUserId: admin.id }));
  });

  app.get('/v1/host/surveys/:id', { schema: { params, response: okResponse(hostSurveySchema), tags } }, async (request) => {
    requireAdmin(request);
    return present(await findSurvey(db, request.params.id));
  });

  app.put('/v1/host/surveys/:id', { schema: { params, body: surveyInputSchema, response: okResponse(hostSurveySchema), tags } }, async (request) => {
    requireAdmin(request);
    return present(await updateSurvey(db, { id: request.params.id, values: request.body }));
  });

  app.post('/v1/host/surveys/:id/publish', { schema: { params, body: surveyPublishSchema, response: okResponse(hostSurveySchema), tags } }, async (request) => {
    requireAdmin(request);
    return present(await publishSurvey(db, { id: request.params.id, published: request.body.published, now: new Date() }));
  });

  app.get('/v1/host/surveys/:id/results', { schema: { params, response: okResponse(surveyResultsSchema), tags } }, async (request) => {
    requireAdmin(request);
    return ok(await surveyResults(db, ctx.storage, await findSurvey(db, request.params.id)));
  });

  app.get('/v1/host/surveys/:id/results.csv', { schema: { params, tags } }, async (request, reply) => {
    requireAdmin(request);
    const survey = await findSurvey(db, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="survey-${survey.id}.csv"`)
      .send(await exportSurveyCsv(db, survey));
  });

  app.get('/v1/host/talent-pool', { schema: { querystring: talentSearchQuerySchema, response: okResponse(z.array(talentSearchResultSchema)), tags } }, async (request) => {
    await assertCanSearchTalent(db, requireUser(request));
    return ok(await searchTalent(db, request.query));
  });

  app.post('/v1/host/talent-pool/access', { schema: { body: talentAccessSchema, tags } }, async (request) => {
    const admin = requireAdmin(request);
    return ok(await grantTalentSearch(db, { email: request.body.email, granted: request.body.granted, adminId: admin.id }));
  });
};
