import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { competitionInvitationSchema, myCompetitionSchema } from '@madang/contracts/my-competitions';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { listInvitations } from './list-invitations.ts';
import { listMyCompetitions } from './list-my-competitions.ts';

const tags = ['profile'];

/** The signed-in member's own competitions and invitations (spec section 7: /myinfo/cpt_list, /myinfo2/invitation-cpt). */
export const myCompetitionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/myinfo/cpt_list', { schema: { tags, response: okResponse(z.array(myCompetitionSchema)) } }, async (request) =>
    ok(await listMyCompetitions(ctx, requireUser(request).id, new Date())),
  );

  app.get('/myinfo2/invitation-cpt', { schema: { tags, response: okResponse(z.array(competitionInvitationSchema)) } }, async (request) =>
    ok(await listInvitations(ctx.db, requireUser(request).id, new Date())),
  );
};
