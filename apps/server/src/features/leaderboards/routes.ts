import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awardSchema,
  baselineSchema,
  closedInfoSchema,
  competitionRefSchema,
  cptIdQuerySchema,
  int4QuerySchema,
  leaderboardSchema,
  myRankingQuerySchema,
  myRankingSchema,
  nowRankingSchema,
  podiumRowSchema,
  privateBoardQuerySchema,
  prizeRankingSchema,
  publicBoardQuerySchema,
  rankingChartQuerySchema,
  rankingChartSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { competitionAccess } from '../competitions/competition-access.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { countTeams } from '../competitions/list-competitions.ts';
import { assertCanClose } from '../competitions/policy.ts';
import { boardEntries, boardJson, type SerializedBoard } from './board-response.ts';
import { closeCompetition } from './close-competition.ts';
import { DEFAULT_TTL_MS } from './response-cache.ts';
import { listAwards, prizeRanking, rankingChart, readNowRanking, revealedBoard } from './standings.ts';

const tags = ['leaderboards'];

export const leaderboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  /** Before the close the private board does not exist for anyone, host included: nothing of it is served. */
  const assertPrivateRevealed = (competition: { status: string }) => {
    if (competition.status !== 'closed') throw forbidden('private_not_revealed');
  };

  app.get('/leaderboard/V2/public', { schema: { querystring: publicBoardQuerySchema, response: okResponse(leaderboardSchema), tags } }, async (request, reply) => {
    // The hottest read: a public competition's board is served from memory without a query.
    const ref = request.query.cpt_id;
    const known = await ctx.cache.get({ group: 'global', name: `competition:${ref}` }, DEFAULT_TTL_MS, () => findCompetition(db, ref));
    const competition = known.accessMode === 'public' && known.publishedAt ? known : (await competitionAccess(db, request, ref)).competition;
    const json = await boardJson(ctx, { competition, board: 'public', week: request.query.tab ?? null });
    // Kept serialized, and checked against the contract when it was built: Fastify sends a JSON string as it is.
    return reply.type('application/json; charset=utf-8').send(json as unknown as SerializedBoard);
  });

  app.get('/leaderboard/V2/private', { schema: { querystring: privateBoardQuerySchema, response: okResponse(leaderboardSchema), tags } }, async (request, reply) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    assertPrivateRevealed(competition);
    const json = await boardJson(ctx, { competition, board: 'private', week: request.query.week ?? null });
    return reply.type('application/json; charset=utf-8').send(json as unknown as SerializedBoard);
  });

  app.get(
    '/leaderboard/get_baseline',
    { schema: { querystring: z.object({ cpt_id: competitionRefSchema, stage: int4QuerySchema().optional() }), response: okResponse(baselineSchema), tags } },
    async (request) => {
      const { competition } = await competitionAccess(db, request, request.query.cpt_id);
      return ok({
        name: competition.baselineName,
        public_score: competition.baselinePublicScore,
        private_score: competition.status === 'closed' ? competition.baselinePrivateScore : null,
      });
    },
  );

  app.get('/leaderboard/my_ranking/v1', { schema: { querystring: myRankingQuerySchema, response: okResponse(myRankingSchema), tags } }, async (request) => {
    requireUser(request);
    const { competition, membership } = await competitionAccess(db, request, request.query.cpt_id);
    if (request.query.type === 'private') assertPrivateRevealed(competition);
    const entries = await boardEntries(ctx, { competition, board: request.query.type, week: null });
    const mine = membership.team ? entries.find((entry) => entry.teamId === membership.team!.id) : undefined;
    return ok({ board: request.query.type, team_id: membership.team?.id ?? null, rank: mine?.rank ?? null, score: mine?.score ?? null, ranked_teams: entries.length });
  });

  app.get('/leaderboard/awards', { schema: { querystring: cptIdQuerySchema, response: okResponse(z.array(awardSchema)), tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    return ok(await listAwards(db, competition));
  });

  app.get('/competition/ranking_plotly', { schema: { querystring: rankingChartQuerySchema, response: okResponse(rankingChartSchema), tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    return ok(await rankingChart(ctx, { competition, board: 'public', top: request.query.top }));
  });

  app.get('/competition/ranking_plotly/private', { schema: { querystring: rankingChartQuerySchema, response: okResponse(rankingChartSchema), tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    assertPrivateRevealed(competition);
    return ok(await rankingChart(ctx, { competition, board: 'private', top: request.query.top }));
  });

  app.get('/competition/prize_ranking_data', { schema: { querystring: cptIdQuerySchema, response: okResponse(prizeRankingSchema), tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    return ok(await prizeRanking(ctx, competition));
  });

  app.get('/competition/now_ranking_data', { schema: { querystring: cptIdQuerySchema, response: okResponse(z.array(podiumRowSchema)), tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    const entries = await boardEntries(ctx, { competition, board: revealedBoard(competition), week: null });
    return ok(entries.slice(0, 3).map((e) => ({ rank: e.rank, team_id: e.teamId, team_name: e.teamName, members: e.members, score: e.score })));
  });

  app.get('/main/now_ranking_data', { schema: { response: okResponse(nowRankingSchema), tags } }, async () => ok(await readNowRanking(ctx)));

  app.get('/competition/closed_info', { schema: { querystring: cptIdQuerySchema, response: okResponse(closedInfoSchema), tags } }, async (request) => {
    const { competition } = await competitionAccess(db, request, request.query.cpt_id);
    const closed = competition.status === 'closed';
    const ranked = closed ? (await boardEntries(ctx, { competition, board: 'private', week: null })).length : 0;
    return ok({ closed, closed_at: competition.closedAt?.toISOString() ?? null, private_board: closed, team_count: await countTeams(db, competition.id), ranked_teams: ranked });
  });

  app.post('/v1/competitions/:cpt_id/close', { schema: { params: cptIdQuerySchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { competition } = await competitionAccess(db, request, request.params.cpt_id);
    assertCanClose(competition, user);
    return ok(await closeCompetition(ctx, { competition, now: new Date() }));
  });
};
