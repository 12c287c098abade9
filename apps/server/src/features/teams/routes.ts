import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cptIdQuerySchema, teamMemberRequestSchema, teamNameFormSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { ok } from '../../http/ok.ts';
import { competitionAccess, memberCompetitionAccess } from '../competitions/competition-access.ts';
import { listExitRequests } from './exit-requests.ts';
import { changeLeader, changeTeamName, removeMember } from './leader-actions.ts';
import { assertInTeam } from './policy.ts';
import { presentPublicTeam, presentTeamInfo } from './presenter.ts';
import { findTeamByName, readTeam } from './read-team.ts';

const tags = ['teams'];

/** The member's team, its name and its leader. */
export const teamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/competition/team_info', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { competition, membership, user } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const team = await readTeam(db, assertInTeam(membership).id);
    const [myExitRequest] = (await listExitRequests(db, { teamId: team.id, userId: user.id })).filter((r) => r.state === 'requested');
    return ok(presentTeamInfo(competition, team, { userId: user.id, myExitRequest, now: new Date() }));
  });

  app.get('/competition/is_team_leader', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { membership, user } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    return ok({ is_team_leader: membership.team?.leaderUserId === user.id ? 1 : 0 });
  });

  app.get('/competition/user_team_info', { schema: { querystring: teamNameFormSchema, tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    const found = await findTeamByName(db, competition.id, request.query.team_name);
    if (!found) throw notFound();
    return ok(presentPublicTeam(await readTeam(db, found.id)));
  });

  // The page checks a new name with both calls: taken at all, and free for this member's team.
  app.get('/competition/is_team_name_in_cpt', { schema: { querystring: teamNameFormSchema, tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    return ok({ exists: (await findTeamByName(db, competition.id, request.query.team_name)) !== null });
  });

  app.get('/competition/check_team_name', { schema: { querystring: teamNameFormSchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const found = await findTeamByName(db, competition.id, request.query.team_name);
    return ok({ available: found === null || found.id === membership.team?.id });
  });

  app.post('/competition/change_team_name', { schema: { body: teamNameFormSchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await changeTeamName(db, { competition, membership, name: request.body.team_name, now: new Date() });
    ctx.cache.invalidate(competition.id);
    return ok({ team_name: request.body.team_name });
  });

  app.post('/competition/change_leader', { schema: { body: teamMemberRequestSchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await changeLeader(db, { competition, membership, userId: request.body.user_id, now: new Date() });
    return ok({ leader_id: request.body.user_id });
  });

  app.post('/v1/teams/remove-member', { schema: { body: teamMemberRequestSchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await removeMember(db, { competition, membership, userId: request.body.user_id, now: new Date() });
    ctx.cache.invalidate(competition.id);
    return ok({ removed: request.body.user_id });
  });
};
