import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cptIdBodySchema, cptIdQuerySchema, teamMemberRequestSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { memberCompetitionAccess } from '../competitions/competition-access.ts';
import { answerExitRequest, listExitRequests, requestExit } from './exit-requests.ts';
import { leaveAsLeader } from './leader-actions.ts';
import { assertInTeam, assertLeader } from './policy.ts';
import { presentExitRequest } from './presenter.ts';

const tags = ['teams'];

/** Leaving a team: a member asks and the leader decides; the leader leaves on their own. */
export const teamExitRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/team/member/exit/list', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { membership } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    return ok((await listExitRequests(db, { teamId: assertLeader(membership).id })).map(presentExitRequest));
  });

  app.get('/team/member/exit', { schema: { querystring: cptIdQuerySchema, tags } }, async (request) => {
    const { membership, user } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    const rows = await listExitRequests(db, { teamId: assertInTeam(membership).id, userId: user.id });
    return ok(rows.map(presentExitRequest));
  });

  app.post('/team/member/exit', { schema: { body: cptIdBodySchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await requestExit(db, { competition, membership, now: new Date() });
    return ok({ state: 'requested' as const });
  });

  for (const decision of ['accept', 'reject'] as const) {
    app.put(`/team/member/exit/${decision}`, { schema: { body: teamMemberRequestSchema, tags } }, async (request) => {
      const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
      await answerExitRequest(db, { competition, membership, userId: request.body.user_id, accept: decision === 'accept', now: new Date() });
      ctx.cache.invalidate(competition.id);
      return ok({ state: decision === 'accept' ? ('accepted' as const) : ('rejected' as const) });
    });
  }

  app.post('/team/leader/exit', { schema: { body: cptIdBodySchema, tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    await leaveAsLeader(db, { competition, membership, now: new Date() });
    ctx.cache.invalidate(competition.id);
    return ok({ left: true });
  });
};
