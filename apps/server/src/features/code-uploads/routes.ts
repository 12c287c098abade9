import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeUploadCheckSchema, codeUploadDeleteSchema, codeUploadListSchema, codeUploadQuerySchema } from '@madang/contracts/code-uploads';
import { cptIdBodySchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { memberCompetitionAccess } from '../competitions/competition-access.ts';
import { managesCompetition } from '../host/policy.ts';
import { assertEligible, checkEligibility } from './eligibility.ts';
import { assertAllowedFile } from './file-type.ts';
import { presentTeamFile } from './presenter.ts';
import { readCodeFile } from './read-code-file.ts';
import { deleteTeamFile, listTeamFiles, saveTeamFile } from './team-files.ts';

const tags = ['codeupload'];

/**
 * The winners' code upload (spec section 7): after the close, teams within the prize places upload their code
 * and write-up for the host to verify; the host reads every team's files.
 */
export const codeUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, storage } = ctx;

  app.get('/codeupload/check_team', { schema: { querystring: codeUploadQuerySchema, response: okResponse(codeUploadCheckSchema), tags } }, async (request) => {
    const { competition, membership, user } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const team = membership.team;
    const eligibility = await checkEligibility(db, competition, membership);
    return ok({
      team_id: team?.id ?? null,
      team_name: team?.name ?? null,
      is_leader: team?.leaderUserId === user.id,
      can_upload: eligibility.canUpload,
      reason: eligibility.reason,
      rank: eligibility.rank,
      prize_places: eligibility.prizePlaces,
    });
  });

  app.get('/codeupload/list', { schema: { querystring: codeUploadQuerySchema, response: okResponse(codeUploadListSchema), tags } }, async (request) => {
    const { competition, membership, user } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const isHost = managesCompetition(competition, user);
    const teamId = isHost ? null : (membership.team?.id ?? null);
    const rows = isHost || teamId !== null ? await listTeamFiles(db, { competitionId: competition.id, teamId }) : [];
    return ok({ is_host: isHost, items: rows.map((row) => presentTeamFile(row, storage)) });
  });

  app.post('/codeupload', { schema: { tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) => {
    requireUser(request);
    const { allowed, file } = await readCodeFile(request, async (fields) => {
      const access = await memberCompetitionAccess(db, request, cptIdBodySchema.parse(fields).cpt_id);
      assertEligible(await checkEligibility(db, access.competition, access.membership));
      return access;
    });
    const { competition, membership, user } = allowed;
    const extension = assertAllowedFile(file.name, file.bytes);
    const team = membership.team!;
    const row = await saveTeamFile(db, storage, { competitionId: competition.id, teamId: team.id, uploaderId: user.id, name: file.name, extension, bytes: file.bytes });
    return ok({ id: row.id, name: row.name, size_bytes: row.sizeBytes });
  });

  app.post('/codeupload/delete', { schema: { body: codeUploadDeleteSchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    assertEligible(await checkEligibility(db, competition, membership));
    await deleteTeamFile(db, storage, { competitionId: competition.id, teamId: membership.team!.id, id: request.body.id });
    return ok({ id: request.body.id });
  });
};
