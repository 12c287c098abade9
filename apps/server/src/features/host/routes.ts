import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listMetrics } from '@madang/scoring';
import {
  adminUserQuerySchema,
  bigIdSchema,
  competitionCreateSchema,
  competitionUpdateSchema,
  disqualifySchema,
  extendDeadlineSchema,
  grantRoleSchema,
  groundTruthFieldsSchema,
  hostBoardExportQuerySchema,
  hostCompetitionParamsSchema,
  idSchema,
  IMAGE_MAX_BYTES,
  inviteesAddSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { createCompetition } from '../competitions/create-competition.ts';
import { setGroundTruth } from '../competitions/set-ground-truth.ts';
import { checkSetup } from './check-setup.ts';
import { closeNow } from './close-now.ts';
import { deleteDataFile } from './delete-data-file.ts';
import { disqualifySubmission, disqualifyTeam, reinstateSubmission, reinstateTeam } from './disqualify.ts';
import { exportBoard } from './export-board.ts';
import { extendDeadline } from './extend-deadline.ts';
import { findManagedCompetition } from './find-managed-competition.ts';
import { findUserByEmail } from './find-user.ts';
import { grantRole } from './grant-role.ts';
import { addInvitees, inviteePasteLimit, listInvitees, removeInvitee } from './invitees.ts';
import { listCompetitionSubmissions } from './list-competition-submissions.ts';
import { listHostCompetitions } from './list-host-competitions.ts';
import { assertAdmin, assertHost, assertImageUploader } from './policy.ts';
import { presentHostCompetition, presentHostCompetitionItem } from './presenter.ts';
import { publishCompetition } from './publish-competition.ts';
import { isRescoring, rescoreProgress, startRescore } from './rescore.ts';
import { updateCompetition } from './update-competition.ts';
import { uploadDataFile } from './upload-data-file.ts';
import { imageTooLarge, uploadImage } from './upload-image.ts';

const tags = ['host'];
const params = hostCompetitionParamsSchema;
const id = idSchema;
/** A ground truth is parsed whole in memory by the scorer; this bounds that memory. */
const TRUTH_MAX_BYTES = 256 * 1024 * 1024;

/** The host console's API: hosts run their own competitions, admins every one and grant the host role. */
export const hostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const managed = (request: Parameters<typeof findManagedCompetition>[1], id: number) => findManagedCompetition(db, request, id);

  app.get('/v1/host/metrics', { schema: { tags } }, async (request) => {
    assertHost(requireUser(request));
    return ok(listMetrics().map((m) => ({ name: m.name, direction: m.direction, description: m.description, options: m.options })));
  });

  app.get('/v1/host/competitions', { schema: { tags } }, async (request) => {
    const user = requireUser(request);
    assertHost(user);
    const now = new Date();
    return ok((await listHostCompetitions(db, { user })).map((row) => presentHostCompetitionItem(row, now)));
  });

  app.post('/v1/host/competitions', { schema: { body: competitionCreateSchema, tags } }, async (request) => {
    const user = requireUser(request);
    assertHost(user);
    const competition = await createCompetition(db, { input: request.body, hostUserId: user.id, draft: true });
    return ok(presentHostCompetition(competition, new Date()));
  });

  app.get('/v1/host/competitions/:id', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(presentHostCompetition(competition, new Date()));
  });

  app.put('/v1/host/competitions/:id', { schema: { params, body: competitionUpdateSchema, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    const updated = await updateCompetition(db, { competition, input: request.body });
    // The public board serves public competitions from a cache keyed by id or slug: a change of
    // access must not leave an invite-only competition's board in it.
    if (updated.accessMode !== competition.accessMode) ctx.cache.clear();
    else ctx.cache.invalidate(competition.id);
    return ok(presentHostCompetition(updated, new Date()));
  });

  app.post('/v1/host/images', { schema: { tags } }, async (request) => {
    assertImageUploader(requireUser(request));
    if (!request.isMultipart()) throw badRequest('image_type');
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES } })) {
      if (part.type === 'field') continue;
      const body = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
        throw error;
      });
      return ok(await uploadImage(ctx.storage, body));
    }
    throw badRequest('image_type');
  });

  app.get('/v1/host/competitions/:id/invitees', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(await listInvitees(db, competition.id));
  });

  app.post('/v1/host/competitions/:id/invitees', { schema: { params, body: inviteesAddSchema, tags }, config: { rateLimit: inviteePasteLimit } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(await addInvitees(db, { competition, text: request.body.emails }));
  });

  app.delete('/v1/host/competitions/:id/invitees/:userId', { schema: { params: params.extend({ userId: id }), tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    await removeInvitee(db, { competition, userId: request.params.userId });
    return ok({ removed: true });
  });

  app.delete('/v1/host/competitions/:id/data-files/:fileId', { schema: { params: params.extend({ fileId: id }), tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    await deleteDataFile(db, ctx.storage, { competition, fileId: request.params.fileId });
    return ok({ deleted: true });
  });

  app.post('/v1/host/competitions/:id/data-files', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    if (!request.isMultipart()) throw badRequest('file_upload_failed');
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = await uploadDataFile(db, ctx.storage, { competitionId: competition.id, name: part.filename, body: part.file, isSample: fields.is_sample === 'true' });
      return ok({ id: file.id, name: file.name, size_bytes: file.sizeBytes, is_sample: file.isSample });
    }
    throw badRequest('file_upload_failed');
  });

  app.post('/v1/host/competitions/:id/ground-truth', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    if (competition.status === 'closed') throw conflict('already_closed');
    if (!request.isMultipart()) throw badRequest('file_upload_failed');
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { fileSize: TRUTH_MAX_BYTES } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const body = await part.toBuffer();
      const settings = groundTruthFieldsSchema.parse({ ...fields, metric_options: fields.metric_options ? parseOptions(fields.metric_options) : undefined });
      const truth = await setGroundTruth(db, ctx.storage, {
        competition,
        body,
        metric: settings.metric,
        metricOptions: settings.metric_options,
        splitColumn: settings.split_column,
      });
      return ok({ rows: truth.rowCount, header: truth.header });
    }
    throw badRequest('file_upload_failed');
  });

  app.get('/v1/host/competitions/:id/check', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(await checkSetup(db, ctx.storage, { competition, locale: requestLocale(request) }));
  });

  app.post('/v1/host/competitions/:id/publish', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    const published = await publishCompetition(ctx, { competition, locale: requestLocale(request), now: new Date() });
    return ok(presentHostCompetition(published, new Date()));
  });

  app.post('/v1/host/competitions/:id/extend', { schema: { params, body: extendDeadlineSchema, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(presentHostCompetition(await extendDeadline(ctx, { competition, endsAt: request.body.ends_at }), new Date()));
  });

  app.post('/v1/host/competitions/:id/rescore', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(await startRescore(ctx, { competition }));
  });

  app.get('/v1/host/competitions/:id/rescore', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(await rescoreProgress(db, { competition }));
  });

  app.get('/v1/host/competitions/:id/submissions', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    return ok(await listCompetitionSubmissions(db, { competitionId: competition.id }));
  });

  app.post(
    '/v1/host/competitions/:id/submissions/:submissionId/disqualify',
    { schema: { params: params.extend({ submissionId: bigIdSchema }), body: disqualifySchema, tags } },
    async (request) => {
      const { competition } = await managed(request, request.params.id);
      await disqualifySubmission(ctx, { competition, submissionId: request.params.submissionId, reason: request.body.reason, now: new Date() });
      return ok({ disqualified: true });
    },
  );

  app.post('/v1/host/competitions/:id/teams/:teamId/disqualify', { schema: { params: params.extend({ teamId: id }), body: disqualifySchema, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    await disqualifyTeam(ctx, { competition, teamId: request.params.teamId, reason: request.body.reason, now: new Date() });
    return ok({ disqualified: true });
  });

  app.delete('/v1/host/competitions/:id/submissions/:submissionId/disqualify', { schema: { params: params.extend({ submissionId: id }), tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    await reinstateSubmission(ctx, { competition, submissionId: request.params.submissionId });
    return ok({ disqualified: false });
  });

  app.delete('/v1/host/competitions/:id/teams/:teamId/disqualify', { schema: { params: params.extend({ teamId: id }), tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    await reinstateTeam(ctx, { competition, teamId: request.params.teamId });
    return ok({ disqualified: false });
  });

  app.post('/v1/host/competitions/:id/close', { schema: { params, tags } }, async (request) => {
    const { competition } = await managed(request, request.params.id);
    if (await isRescoring(db, competition.id)) throw conflict('rescore_in_progress');
    return ok(await closeNow(ctx, { competition, now: new Date() }));
  });

  app.get('/v1/host/competitions/:id/export.csv', { schema: { params, querystring: hostBoardExportQuerySchema, tags } }, async (request, reply) => {
    const { competition } = await managed(request, request.params.id);
    const csv = await exportBoard(db, { competition, board: request.query.board });
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${competition.slug}-${request.query.board}.csv"`).send(csv);
  });

  app.get('/v1/admin/users', { schema: { querystring: adminUserQuerySchema, tags } }, async (request) => {
    assertAdmin(requireUser(request));
    return ok(await findUserByEmail(db, request.query.email));
  });

  app.post('/v1/admin/roles', { schema: { body: grantRoleSchema, tags } }, async (request) => {
    assertAdmin(requireUser(request));
    return ok(await grantRole(db, request.body));
  });
};

/** Metric options arrive as a JSON object in one form field. */
function parseOptions(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('validation', { fields: [{ field: 'metric_options', key: 'validation.invalid_value' }] });
  }
}
