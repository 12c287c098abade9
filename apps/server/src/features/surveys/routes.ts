import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  surveyAnsweredSchema,
  surveyDataSchema,
  surveyIdQuerySchema,
  surveyListItemSchema,
  surveyListQuerySchema,
  surveySubmitSchema,
  surveyUploadSchema,
  talentPoolEntrySchema,
  talentPoolInputSchema,
} from '@madang/contracts/surveys';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { competitions } from '../../db/schema.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { visitorOf } from '../visits/visitor.ts';
import { hasAnswered, mayAnswer } from './answer-policy.ts';
import { findPublishedSurvey } from './find-survey.ts';
import { listOpenSurveys } from './list-surveys.ts';
import { pick, presentSurveyData } from './presenter.ts';
import { submitSurvey } from './submit-survey.ts';
import { findTalentEntry, joinTalentPool, leaveTalentPool } from './talent-pool.ts';
import { trackSurveyOpen } from './track-survey-open.ts';
import { uploadAnswerFile } from './upload-answer-file.ts';

const tags = ['surveys'];
const querystring = surveyIdQuerySchema;

/** The spec's survey calls for members and visitors, and the member's own talent-pool entry. */
export const surveyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/survey/data', { schema: { querystring, response: okResponse(surveyDataSchema), tags } }, async (request) => {
    const survey = await findPublishedSurvey(db, request.query.survey_id);
    const [competition] = survey.competitionId ? await db.select({ title: competitions.title }).from(competitions).where(eq(competitions.id, survey.competitionId)) : [];
    return ok(presentSurveyData(survey, { locale: requestLocale(request), competitionTitle: competition?.title ?? null, now: new Date() }));
  });

  app.get('/v1/surveys', { schema: { querystring: surveyListQuerySchema, response: okResponse(z.array(surveyListItemSchema)), tags } }, async (request) => {
    const locale = requestLocale(request);
    const rows = await listOpenSurveys(db, { kind: request.query.kind, now: new Date() });
    return ok(rows.map((row) => ({ id: row.id, kind: row.kind, title: pick(row.title, locale), closes_at: row.closesAt?.toISOString() ?? null })));
  });

  app.get('/survey/answered', { schema: { querystring, response: okResponse(surveyAnsweredSchema), tags } }, async (request) => {
    const user = requireUser(request);
    const survey = await findPublishedSurvey(db, request.query.survey_id);
    return ok({ answered: await hasAnswered(db, survey.id, user.id), eligible: await mayAnswer(db, survey, user.id) });
  });

  app.post('/survey/upload', { schema: { consumes: ['multipart/form-data'], response: okResponse(surveyUploadSchema), tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await uploadAnswerFile(ctx, request, { userId: user.id, now: new Date() }));
  });

  app.post('/survey/submit_survey', { schema: { body: surveySubmitSchema, tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await submitSurvey(db, { input: request.body, userId: user.id, now: new Date() }));
  });

  // A GET that records, as the spec names it: like the view counters (features/visits) it counts each visitor once a
  // Korean day, so repeating it changes nothing, and only the platform's own scripts may call it (no image or frame).
  app.get(
    '/v1/log/add-survey-tracking',
    { schema: { querystring, response: okResponse(z.object({ counted: z.boolean() })), tags }, config: { fetchGuard: 'script', rateLimit: ctx.rateLimits.publicWrite } },
    async (request) => ok(await trackSurveyOpen(db, { surveyId: request.query.survey_id, visitor: visitorOf(request, ctx.config.secret), now: new Date() })),
  );

  app.get('/v1/talent-pool/me', { schema: { response: okResponse(talentPoolEntrySchema.nullable()), tags } }, async (request) =>
    ok(await findTalentEntry(db, requireUser(request).id)),
  );

  app.put('/v1/talent-pool/me', { schema: { body: talentPoolInputSchema, response: okResponse(talentPoolEntrySchema.nullable()), tags } }, async (request) => {
    const user = requireUser(request);
    await joinTalentPool(db, { userId: user.id, input: request.body, now: new Date() });
    return ok(await findTalentEntry(db, user.id));
  });

  app.delete('/v1/talent-pool/me', { schema: { tags } }, async (request) => {
    await leaveTalentPool(db, requireUser(request).id);
    return ok({ joined: false });
  });
};
