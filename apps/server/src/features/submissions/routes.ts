import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  competitionRefSchema,
  cptIdQuerySchema,
  createSubmissionResultSchema,
  earnedBadgeSchema,
  sampleSubmissionRequestSchema,
  submissionListQuerySchema,
  submissionListSchema,
  submissionMemoRequestSchema,
  submissionQuotaSchema,
  submissionSchema,
  submissionStatusQuerySchema,
  submissionUseFinalRequestSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { createdResponse, ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { memberCompetitionAccess } from '../competitions/competition-access.ts';
import { assertAgreed } from '../competitions/policy.ts';
import { assertLeader } from '../teams/policy.ts';
import { listUserBadges } from './badges.ts';
import { listTeamSubmissions, SUBMISSION_PAGE_SIZE } from './list-submissions.ts';
import { markFinal } from './mark-final.ts';
import { presentSubmission } from './presenter.ts';
import { presentCreatedSubmission, receiveSubmissionUpload, uploadQuerySchema } from './receive-upload.ts';
import { readQuota } from './quota.ts';
import { submitSample } from './submit-sample.ts';
import { streamTeamSubmissions } from './submission-stream.ts';
import { updateMemo } from './update-memo.ts';

const tags = ['submissions'];

export const submissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  /** A team member's view of a competition they joined. */
  const teamAccess = async (request: Parameters<typeof memberCompetitionAccess>[1], ref: z.infer<typeof competitionRefSchema>) => {
    const access = await memberCompetitionAccess(db, request, ref);
    assertAgreed(access.membership);
    if (!access.membership.team) throw forbidden('join_required');
    return { ...access, team: access.membership.team, revealPrivate: access.competition.status === 'closed' };
  };

  // Multipart: cpt_id (also accepted in the query string) and memo come before the file.
  app.post('/submission', { schema: { querystring: uploadQuerySchema, response: createdResponse(createSubmissionResultSchema), tags } }, async (request, reply) => {
    const created = await receiveSubmissionUpload(ctx, request, request.query.cpt_id?.toString());
    return reply.status(201).send(ok(presentCreatedSubmission(request, created)));
  });

  app.post(
    '/v1/competitions/:cpt_id/submissions/sample',
    { schema: { params: cptIdQuerySchema, body: sampleSubmissionRequestSchema, response: createdResponse(createSubmissionResultSchema), tags } },
    async (request, reply) => {
      const access = await memberCompetitionAccess(db, request, request.params.cpt_id);
      const created = await submitSample(ctx, { ...access, memo: request.body.memo, now: new Date() });
      const submission = presentSubmission(
        { ...created.submission, userName: access.user.name, privateScore: null },
        {
          locale: requestLocale(request),
          queuePosition: null,
        },
      );
      return reply.status(201).send(ok({ submission, quota: created.quota, badge: created.badge }));
    },
  );

  app.get('/competition/submission_list', { schema: { querystring: submissionListQuerySchema, response: okResponse(submissionListSchema), tags } }, async (request) => {
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

  app.get('/v1/competitions/:cpt_id/quota', { schema: { params: cptIdQuerySchema, response: okResponse(submissionQuotaSchema), tags } }, async (request) => {
    const { competition, team } = await teamAccess(request, request.params.cpt_id);
    return ok(await readQuota(db, { competition, teamId: team.id, now: new Date() }));
  });

  app.get(
    '/v1/competitions/:cpt_id/submissions/status',
    { schema: { params: cptIdQuerySchema, querystring: submissionStatusQuerySchema, response: okResponse(z.array(submissionSchema)), tags } },
    async (request) => {
      const { team, revealPrivate } = await teamAccess(request, request.params.cpt_id);
      const { views, positions } = await listTeamSubmissions(db, { teamId: team.id, revealPrivate, ids: request.query.ids });
      const locale = requestLocale(request);
      return ok(views.map((view) => presentSubmission(view, { locale, queuePosition: positions.get(view.id) ?? null })));
    },
  );

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
    const { competition, membership } = await teamAccess(request, request.body.cpt_id);
    const team = assertLeader(membership);
    return ok(await markFinal(db, { competition, teamId: team.id, submissionId: request.body.submission_id, use: request.body.use, now: new Date() }));
  });

  app.get(
    '/competition/badge_data',
    { schema: { querystring: z.object({ cpt_id: competitionRefSchema.optional() }), response: okResponse(z.array(earnedBadgeSchema)), tags } },
    async (request) => {
      const user = requireUser(request);
      return ok(await listUserBadges(db, user.id));
    },
  );
};
