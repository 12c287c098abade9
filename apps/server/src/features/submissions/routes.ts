import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  competitionRefSchema,
  cptIdQuerySchema,
  sampleSubmissionRequestSchema,
  SUBMISSION_MEMO_MAX,
  submissionListQuerySchema,
  submissionMemoRequestSchema,
  submissionStatusQuerySchema,
  submissionUseFinalRequestSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { memberCompetitionAccess } from '../competitions/competition-access.ts';
import { assertAgreed } from '../competitions/policy.ts';
import { listUserBadges } from './badges.ts';
import { createSubmission } from './create-submission.ts';
import { listTeamSubmissions, SUBMISSION_PAGE_SIZE } from './list-submissions.ts';
import { markFinal } from './mark-final.ts';
import { presentSubmission } from './presenter.ts';
import { readQuota } from './quota.ts';
import { submitSample } from './submit-sample.ts';
import { streamTeamSubmissions } from './submission-stream.ts';
import { updateMemo } from './update-memo.ts';

const tags = ['submissions'];
const ok = <T>(data: T) => ({ status: 1 as const, message: 'ok', data });
/** The multipart parser's own ceiling; each competition's lower limit is enforced while streaming. */
const UPLOAD_CEILING_BYTES = 1024 * 1024 * 1024;

export const submissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_CEILING_BYTES, files: 1, fields: 10, fieldSize: 10_000 } });

  /** A team member's view of a competition they joined. */
  const teamAccess = async (request: Parameters<typeof memberCompetitionAccess>[1], ref: z.infer<typeof competitionRefSchema>) => {
    const access = await memberCompetitionAccess(db, request, ref);
    assertAgreed(access.membership);
    if (!access.membership.team) throw forbidden('join_required');
    return { ...access, team: access.membership.team, revealPrivate: access.competition.status === 'closed' };
  };

  // Multipart: cpt_id (also accepted in the query string) and memo come before the file.
  app.post('/submission', { schema: { querystring: z.object({ cpt_id: competitionRefSchema.optional() }), tags } }, async (request, reply) => {
    requireUser(request);
    if (!request.isMultipart()) throw badRequest('file_upload_failed');
    const fields: Record<string, string> = {};
    if (request.query.cpt_id !== undefined) fields.cpt_id = String(request.query.cpt_id);
    let created: Awaited<ReturnType<typeof createSubmission>> | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (created) throw badRequest('file_upload_failed');
      const ref = competitionRefSchema.safeParse(fields.cpt_id);
      if (!ref.success) {
        part.file.resume();
        throw badRequest('validation', { fields: [{ field: 'cpt_id', key: 'validation.required' }] });
      }
      const access = await memberCompetitionAccess(db, request, ref.data).catch((error: unknown) => {
        part.file.resume();
        throw error;
      });
      const memo = (fields.memo ?? '').slice(0, SUBMISSION_MEMO_MAX);
      created = await createSubmission(ctx, { ...access, fileName: part.filename, body: part.file, memo, now: new Date() });
    }
    if (!created) throw badRequest('file_upload_failed');
    const submission = presentSubmission({ ...created.submission, userName: requireUser(request).name, privateScore: null }, {
      locale: requestLocale(request),
      queuePosition: null,
    });
    return reply.status(201).send(ok({ submission, quota: created.quota, badge: created.badge }));
  });

  app.post('/v1/competitions/:cpt_id/submissions/sample', { schema: { params: cptIdQuerySchema, body: sampleSubmissionRequestSchema, tags } }, async (request, reply) => {
    const access = await memberCompetitionAccess(db, request, request.params.cpt_id);
    const created = await submitSample(ctx, { ...access, memo: request.body.memo, now: new Date() });
    const submission = presentSubmission({ ...created.submission, userName: access.user.name, privateScore: null }, {
      locale: requestLocale(request),
      queuePosition: null,
    });
    return reply.status(201).send(ok({ submission, quota: created.quota, badge: created.badge }));
  });

  app.get('/competition/submission_list', { schema: { querystring: submissionListQuerySchema, tags } }, async (request) => {
    const { competition, team, revealPrivate } = await teamAccess(request, request.query.cpt_id);
    const now = new Date();
    const [{ views, total, positions }, quota] = await Promise.all([
      listTeamSubmissions(db, { teamId: team.id, revealPrivate, page: request.query.page }),
      readQuota(db, { competition, teamId: team.id, now }),
    ]);
    const locale = requestLocale(request);
    return ok({
      items: views.map((view) => presentSubmission(view, { locale, queuePosition: positions.get(view.id) ?? null })),
      page: request.query.page,
      page_size: SUBMISSION_PAGE_SIZE,
      total,
      quota,
      final_limit: competition.finalLimit,
    });
  });

  app.get('/v1/competitions/:cpt_id/quota', { schema: { params: cptIdQuerySchema, tags } }, async (request) => {
    const { competition, team } = await teamAccess(request, request.params.cpt_id);
    return ok(await readQuota(db, { competition, teamId: team.id, now: new Date() }));
  });

  app.get('/v1/competitions/:cpt_id/submissions/status', { schema: { params: cptIdQuerySchema, querystring: submissionStatusQuerySchema, tags } }, async (request) => {
    const { team, revealPrivate } = await teamAccess(request, request.params.cpt_id);
    const { views, positions } = await listTeamSubmissions(db, { teamId: team.id, revealPrivate, ids: request.query.ids });
    const locale = requestLocale(request);
    return ok(views.map((view) => presentSubmission(view, { locale, queuePosition: positions.get(view.id) ?? null })));
  });

  app.get('/v1/competitions/:cpt_id/submissions/events', { schema: { params: cptIdQuerySchema, tags } }, async (request, reply) => {
    const { team, revealPrivate } = await teamAccess(request, request.params.cpt_id);
    await streamTeamSubmissions(ctx, request, reply, { teamId: team.id, revealPrivate, locale: requestLocale(request) });
  });

  app.post('/competition/submission/memo', { schema: { body: submissionMemoRequestSchema, tags } }, async (request) => {
    const user = requireUser(request);
    await updateMemo(db, { submissionId: request.body.submission_id, userId: user.id, memo: request.body.memo });
    return ok({ id: request.body.submission_id, memo: request.body.memo });
  });

  app.post('/competition/submission_use_final', { schema: { body: submissionUseFinalRequestSchema, tags } }, async (request) => {
    const { competition, team } = await teamAccess(request, request.body.cpt_id);
    return ok(await markFinal(db, { competition, teamId: team.id, submissionId: request.body.submission_id, use: request.body.use, now: new Date() }));
  });

  app.get('/competition/badge_data', { schema: { querystring: z.object({ cpt_id: competitionRefSchema.optional() }), tags } }, async (request) => {
    const user = requireUser(request);
    return ok(await listUserBadges(db, user.id));
  });
};
