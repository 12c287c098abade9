import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cptIdBodySchema,
  cptIdQuerySchema,
  invitationAnswerSchema,
  invitationCancelSchema,
  inviteLinkJoinSchema,
  memberSearchQuerySchema,
  teamInviteRequestSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { competitionAccess, memberCompetitionAccess } from '../competitions/competition-access.ts';
import { acceptInvitation, declineInvitation } from './answer-invitation.ts';
import { cancelInvitation } from './cancel-invitation.ts';
import { createInviteLink, findInviteLink, findLinkByToken, joinByLink, revokeInviteLink } from './invite-links.ts';
import { memberSearchLimit, searchMembers } from './member-search.ts';
import { assertInTeam, assertLeader, isMergeOpen, mergeDeadlineOf } from './policy.ts';
import { presentInvitation, presentPublicTeam } from './presenter.ts';
import { listInvitations, readTeam } from './read-team.ts';
import { sendInvitation } from './send-invitation.ts';

const tags = ['teams'];

/** Invitations by nickname and by shareable link. */
export const invitationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/competition/new_invite_state_send', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const rows = await listInvitations(db, { competitionId: competition.id, teamId: assertInTeam(membership).id });
    return ok(rows.map(presentInvitation));
  });

  app.get('/competition/new_invite_state_accept', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { competition, user } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    return ok((await listInvitations(db, { competitionId: competition.id, inviteeUserId: user.id })).map(presentInvitation));
  });

  app.post('/competition/new_invite_new', { schema: { body: teamInviteRequestSchema, tags } }, async (request) => {
    const { competition, membership, user } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    const invitation = await sendInvitation(db, { competition, user, membership, nickname: request.body.nickname, now: new Date() });
    return ok({ id: invitation.id, state: invitation.state });
  });

  // Invite by name as the leader types it: participants outside the team, names only.
  app.get('/v1/teams/member-search', { schema: { querystring: memberSearchQuerySchema, tags }, config: { rateLimit: memberSearchLimit } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    return ok(await searchMembers(db, { competitionId: competition.id, teamId: assertLeader(membership).id, typed: request.query.q }));
  });

  app.post('/v1/teams/invitations/cancel', { schema: { body: invitationCancelSchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await cancelInvitation(db, { competition, membership, invitationId: request.body.invitation_id, now: new Date() });
    return ok({ state: 'canceled' as const });
  });

  app.post('/competition/new_accept_invite', { schema: { body: invitationAnswerSchema, tags } }, async (request) => {
    const { competition, user } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    const joined = await acceptInvitation(db, { competition, user, teamId: request.body.invite_team_id, now: new Date() });
    // The board names teams and their members.
    ctx.cache.invalidate(competition.id);
    return ok({ team_id: joined.teamId, team_name: joined.teamName });
  });

  app.post('/competition/new_decline_invite', { schema: { body: invitationAnswerSchema, tags } }, async (request) => {
    const { competition, user } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await declineInvitation(db, { competition, user, teamId: request.body.invite_team_id, now: new Date() });
    return ok({ state: 'declined' as const });
  });

  app.get('/v1/teams/invite-link', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const link = await findInviteLink(db, assertLeader(membership).id);
    return ok(link && { token: link.token, expires_at: mergeDeadlineOf(competition).toISOString() });
  });

  app.post('/v1/teams/invite-link', { schema: { body: cptIdBodySchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    const link = await createInviteLink(db, { competition, membership, now: new Date() });
    return ok({ token: link.token, expires_at: mergeDeadlineOf(competition).toISOString() });
  });

  app.post('/v1/teams/invite-link/revoke', { schema: { body: cptIdBodySchema, tags } }, async (request) => {
    const { membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await revokeInviteLink(db, { membership, now: new Date() });
    return ok({ revoked: true });
  });

  app.get('/v1/teams/invite-link/preview', { schema: { querystring: inviteLinkJoinSchema, tags } }, async (request) => {
    const link = await findLinkByToken(db, request.query.token);
    const { competition } = await competitionAccess(db, request, link.competitionId);
    const now = new Date();
    return ok({
      cpt_id: competition.id,
      team: presentPublicTeam(await readTeam(db, link.teamId)),
      expires_at: mergeDeadlineOf(competition).toISOString(),
      open: isMergeOpen(competition, now),
    });
  });

  app.post('/v1/teams/invite-link/join', { schema: { body: inviteLinkJoinSchema, tags } }, async (request) => {
    const link = await findLinkByToken(db, request.body.token);
    const { competition, user } = await memberCompetitionAccess(db, request, link.competitionId);
    const joined = await joinByLink(db, { competition, user, token: request.body.token, now: new Date() });
    ctx.cache.invalidate(competition.id);
    return ok({ team_id: joined.teamId, team_name: joined.teamName });
  });
};
