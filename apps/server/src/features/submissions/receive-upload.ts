import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { competitionRefSchema, submissionUploadFieldsSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { fieldIssuesFromZod } from '../../http/zod-issues.ts';
import { memberCompetitionAccess } from '../competitions/competition-access.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { createSubmission } from './create-submission.ts';
import { presentSubmission } from './presenter.ts';

/**
 * Reads a multipart submission — `cpt_id` (or the query's), `memo`, optional `team_name`, then the
 * file — and hands the file stream to createSubmission without buffering it. Shared by the web
 * upload and the personal-token upload.
 */
export async function receiveSubmissionUpload(ctx: AppContext, request: FastifyRequest, presetCompetition: string | undefined) {
  requireUser(request);
  if (!request.isMultipart()) throw badRequest('file_upload_failed');
  const fields: Record<string, string> = {};
  if (presetCompetition !== undefined) fields.cpt_id = presetCompetition;
  let created: Awaited<ReturnType<typeof createSubmission>> | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (created) throw badRequest('file_upload_failed');
    const refuse = (error: unknown): never => {
      part.file.resume();
      throw error;
    };
    const parsed = submissionUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) refuse(badRequest('validation', { fields: fieldIssuesFromZod(parsed.error.issues) }));
    const { cpt_id: ref, memo, team_name: teamName } = parsed.data!;
    const access = await memberCompetitionAccess(ctx.db, request, ref).catch(refuse);
    // Clients written for DACON name their team; a name that is not the submitter's team is a mistake worth stopping.
    const team = access.membership.team;
    if (teamName && team && teamName.trim() !== team.name) refuse(forbidden('team_mismatch'));
    created = await createSubmission(ctx, { ...access, fileName: part.filename, body: part.file, memo, now: new Date() });
  }
  if (!created) throw badRequest('file_upload_failed');
  return created;
}

/** The multipart parser's own ceiling; each competition's lower limit is enforced while streaming. */
export const multipartLimits = { fileSize: 1024 * 1024 * 1024, files: 1, fields: 10, fieldSize: 10_000 };

export const uploadQuerySchema = z.object({ cpt_id: competitionRefSchema.optional() });

/** The answer to an accepted upload: the submission as it now stands, the quota left and any badge earned. */
export function presentCreatedSubmission(request: FastifyRequest, created: Awaited<ReturnType<typeof createSubmission>>) {
  const submission = presentSubmission(
    { ...created.submission, userName: requireUser(request).name, privateScore: null },
    {
      locale: requestLocale(request),
      queuePosition: null,
    },
  );
  return { submission, quota: created.quota, badge: created.badge };
}
