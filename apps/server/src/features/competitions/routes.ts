import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkPhoneQuerySchema,
  competitionDataSchema,
  competitionDetailSchema,
  competitionListItemSchema,
  competitionListQuerySchema,
  competitionMembershipSchema,
  competitionQuerySchema,
  competitionStatsSchema,
  cptIdQuerySchema,
  downloadLinkSchema,
  downloadRequestSchema,
  hackathonListQuerySchema,
  int4QuerySchema,
  joinAloneRequestSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { STATS_TTL_MS } from '../leaderboards/response-cache.ts';
import { acceptAgreement } from './accept-agreement.ts';
import { competitionAccess, memberCompetitionAccess } from './competition-access.ts';
import { competitionStats } from './competition-stats.ts';
import { listDataFiles, signDataFileLinks } from './data-files.ts';
import { checkPhoneForCompetition, joinAlone } from './join-alone.ts';
import { countTeams, listCompetitions } from './list-competitions.ts';
import { assertAgreed } from './policy.ts';
import { presentCompetitionDetail, presentCompetitionListItem, presentDataFile, presentMembership } from './presenter.ts';
import { phaseOf } from './schedule.ts';

const tags = ['competitions'];

export const competitionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/competition/list', { schema: { querystring: competitionListQuerySchema, response: okResponse(z.array(competitionListItemSchema)), tags } }, async (request) => {
    const now = new Date();
    const rows = await listCompetitions(db, { query: request.query, now });
    return ok(rows.map((row) => presentCompetitionListItem(row.competition, row.teamCount, now)));
  });

  app.get('/competition/list/hackathon', { schema: { querystring: hackathonListQuerySchema, response: okResponse(z.array(competitionListItemSchema)), tags } }, async (request) => {
    const now = new Date();
    const rows = await listCompetitions(db, { query: { kind: 'hackathon', sort: 'recent' }, now });
    const wanted = request.query.period;
    const inPeriod = rows.filter(({ competition }) => {
      const phase = phaseOf(competition, now);
      return wanted === 'all' || (wanted === 'ongoing' ? phase === 'open' || phase === 'upcoming' : phase === 'ended' || phase === 'closed');
    });
    return ok(inPeriod.map((row) => presentCompetitionListItem(row.competition, row.teamCount, now)));
  });

  app.get('/competition', { schema: { querystring: competitionQuerySchema, response: okResponse(competitionDetailSchema), tags } }, async (request) => {
    const { competition, membership } = await competitionAccess(db, request, request.query.cpt_id);
    return ok(presentCompetitionDetail(competition, await countTeams(db, competition.id), membership, new Date()));
  });

  app.get(
    '/competition/cpt_stats',
    {
      schema: { querystring: z.object({ is_official: z.enum(['0', '1']).optional(), version: int4QuerySchema().optional() }), response: okResponse(competitionStatsSchema), tags },
    },
    async (request) => {
      const isOfficial = request.query.is_official === undefined ? undefined : request.query.is_official === '1';
      const stats = await ctx.cache.get({ group: 'global', name: `cpt_stats:${isOfficial ?? 'all'}` }, STATS_TTL_MS, () => competitionStats(db, { isOfficial }));
      return ok(stats);
    },
  );

  app.get('/myinfo/check_cpt_join', { schema: { querystring: cptIdQuerySchema, response: okResponse(competitionMembershipSchema), tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.query.cpt_id);
    return ok(presentMembership(competition, membership, new Date()));
  });

  app.post('/v1/competitions/:cpt_id/agreement', { schema: { params: cptIdQuerySchema, tags } }, async (request) => {
    const { competition, user } = await memberCompetitionAccess(db, request, request.params.cpt_id);
    await acceptAgreement(db, { competitionId: competition.id, userId: user.id });
    return ok({ agreed: true });
  });

  app.post('/competition/join_alone', { schema: { body: joinAloneRequestSchema, response: okResponse(competitionMembershipSchema), tags } }, async (request) => {
    const { competition, user, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    const now = new Date();
    const team = await joinAlone(db, { competition, user, membership, now, affiliation: request.body.affiliation });
    return ok(presentMembership(competition, { ...membership, agreed: true, team }, now));
  });

  app.get('/competition/checkPhone', { schema: { querystring: checkPhoneQuerySchema, tags } }, async (request) => {
    const user = requireUser(request);
    const competition = request.query.cpt_id === undefined ? undefined : (await competitionAccess(db, request, request.query.cpt_id)).competition;
    const given = request.query.a_phone?.replace(/\D/g, '');
    const matches = !given || (user.phone ?? '').replace(/\D/g, '').endsWith(given.replace(/^0/, ''));
    const state = competition ? await checkPhoneForCompetition(db, competition, user) : user.smsVerified ? 'ok' : 'phone_required';
    return ok({ verified: user.smsVerified && matches, required: competition?.requiresPhone ?? false, result: matches ? state : 'phone_required' });
  });

  app.get('/competition/data', { schema: { querystring: cptIdQuerySchema, response: okResponse(competitionDataSchema), tags } }, async (request) => {
    const { competition, membership } = await competitionAccess(db, request, request.query.cpt_id);
    const files = await listDataFiles(db, competition.id);
    return ok({ agreed: membership.agreed, description: competition.pages.data, files: files.map(presentDataFile) });
  });

  app.post('/competition/download', { schema: { body: downloadRequestSchema, response: okResponse(z.array(downloadLinkSchema)), tags } }, async (request) => {
    const { competition, membership } = await memberCompetitionAccess(db, request, request.body.cpt_id);
    assertAgreed(membership);
    return ok(await signDataFileLinks(db, ctx.storage, { competitionId: competition.id, fileId: request.body.file_id }));
  });
};
