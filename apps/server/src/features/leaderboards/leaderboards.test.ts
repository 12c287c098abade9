import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, rankingPoints, submissions } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CompetitionCreate } from '@madang/contracts';
import { setBaseline } from '../competitions/set-baseline.ts';
import { startGradingWorker } from '../grading/grading-worker.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';
import { rankingPoints as formula } from './ranking-points.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A competition with `count` one-person teams. */
async function competitionWithTeams(count: number, input: Partial<CompetitionCreate> = {}) {
  const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const task = input.metric === 'roc_auc' ? 'binary' : 'regression';
  const { competition, dataset } = await buildCompetition(t.ctx, { task, hostUserId: host.user.id, input: { starts_at: new Date(Date.now() - 20 * DAY), ...input } });
  const members = [];
  for (let i = 0; i < count; i++) {
    const member = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    members.push({ ...member, team });
  }
  return { competition, dataset, host, members };
}

const scored = (competitionId: number, member: { user: { id: number }; team: { id: number } }, publicScore: number, privateScore: number, minutesAgo: number, isFinal = false) =>
  buildScoredSubmission(t.ctx.db, {
    competitionId,
    teamId: member.team.id,
    userId: member.user.id,
    publicScore,
    privateScore,
    createdAt: new Date(Date.now() - minutesAgo * MINUTE),
    isFinal,
  });

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const board = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).json().data.rows as { rank: number; team_id: number; score: number }[];

const endCompetition = (id: number) =>
  t.ctx.db
    .update(competitions)
    .set({ endsAt: new Date(Date.now() - MINUTE) })
    .where(eq(competitions.id, id));

describe('public leaderboard', () => {
  it('ranks the best public score per team (lower is better for rmse), ties by the earlier submission; non-finite scores never rank', async () => {
    const { competition, members } = await competitionWithTeams(5);
    const [a, b, c, d, e] = members;
    await scored(competition.id, a!, 3.0, 9, 50);
    await scored(competition.id, a!, 2.0, 9, 40);
    await scored(competition.id, b!, 2.0, 9, 45); // same score as a's best, earlier
    await scored(competition.id, c!, 1.5, 9, 10);
    await scored(competition.id, d!, Number.NaN, 9, 5);
    await scored(competition.id, e!, Number.POSITIVE_INFINITY, 9, 5);
    await scored(competition.id, e!, 4.0, 9, 6);
    const rows = await board(`/api/leaderboard/V2/public?cpt_id=${competition.id}`);
    expect(rows.map((r) => [r.rank, r.team_id, r.score])).toEqual([
      [1, c!.team.id, 1.5],
      [2, b!.team.id, 2.0],
      [3, a!.team.id, 2.0],
      [4, e!.team.id, 4.0],
    ]);
    const full = (await get(`/api/leaderboard/V2/public?cpt_id=${competition.id}`)).json().data;
    expect(full).toMatchObject({ board: 'public', metric: 'rmse', direction: 'lower', week: null });
    expect(full.rows[2]).toMatchObject({ team_name: a!.user.name, members: [{ id: a!.user.id, name: a!.user.name }], submission_count: 2 });
  });

  it('ranks higher-is-better metrics from the top and cuts a weekly board at the end of that week', async () => {
    const { competition, members } = await competitionWithTeams(2, { metric: 'roc_auc', starts_at: new Date(Date.now() - 10 * DAY) });
    const [a, b] = members;
    await scored(competition.id, a!, 0.7, 0.7, 9 * 24 * 60); // in week 1
    await scored(competition.id, b!, 0.8, 0.8, 9 * 24 * 60);
    await scored(competition.id, a!, 0.9, 0.9, 60); // in week 2
    expect((await board(`/api/leaderboard/V2/public?cpt_id=${competition.id}`)).map((r) => [r.team_id, r.score])).toEqual([
      [a!.team.id, 0.9],
      [b!.team.id, 0.8],
    ]);
    expect((await board(`/api/leaderboard/V2/public?cpt_id=${competition.id}&tab=1`)).map((r) => [r.team_id, r.score])).toEqual([
      [b!.team.id, 0.8],
      [a!.team.id, 0.7],
    ]);
  });

  it('is cached, and a newly written score shows at once', async () => {
    const { competition, dataset, members } = await competitionWithTeams(1);
    const url = `/api/leaderboard/V2/public?cpt_id=${competition.id}`;
    await scored(competition.id, members[0]!, 5, 5, 30);
    expect((await board(url))[0]!.score).toBe(5);
    // Written behind the cache's back: still the cached board.
    await scored(competition.id, members[0]!, 4, 4, 20);
    expect((await board(url))[0]!.score).toBe(5);
    // A score written by the grader drops the competition's cached boards.
    const body = multipartBody({ cpt_id: competition.id }, { name: 'perfect.csv', content: dataset.submission(0, 1) });
    await t.app.inject({ method: 'POST', url: '/api/submission', payload: body.payload, headers: { ...members[0]!.headers, ...body.headers } });
    const worker = startGradingWorker(t.ctx, { loop: false });
    while (await worker.runOnce());
    await worker.stop();
    expect((await board(url))[0]!.score).toBe(0);
  });

  it('answers my ranking, the chart of best scores over time, the baseline and the top three', async () => {
    const { competition, dataset, members } = await competitionWithTeams(3);
    const [a, b, c] = members;
    await scored(competition.id, a!, 5, 5, 50);
    await scored(competition.id, a!, 6, 6, 40);
    await scored(competition.id, a!, 3, 3, 30);
    await scored(competition.id, b!, 4, 4, 20);
    const mine = (await get(`/api/leaderboard/my_ranking/v1?cpt_id=${competition.id}&type=public`, b!.headers)).json().data;
    expect(mine).toMatchObject({ board: 'public', team_id: b!.team.id, rank: 2, score: 4, ranked_teams: 2 });
    expect((await get(`/api/leaderboard/my_ranking/v1?cpt_id=${competition.id}`, c!.headers)).json().data).toMatchObject({ rank: null, score: null });

    const chart = (await get(`/api/competition/ranking_plotly?cpt_id=${competition.id}`)).json().data;
    expect(chart.series[0]).toMatchObject({ team_id: a!.team.id });
    expect(chart.series[0].points.map((p: { score: number }) => p.score)).toEqual([5, 3]);

    const top = (await get(`/api/competition/now_ranking_data?cpt_id=${competition.id}`)).json().data;
    expect(top.map((r: { team_id: number }) => r.team_id)).toEqual([a!.team.id, b!.team.id]);

    await setBaseline(t.ctx.db, t.ctx.storage, { competition, name: 'Baseline (zeros)', body: dataset.sample });
    const baseline = (await get(`/api/leaderboard/get_baseline?stage=1&cpt_id=${competition.id}`)).json().data;
    expect(baseline).toMatchObject({ name: 'Baseline (zeros)', public_score: expect.any(Number), private_score: null });
  });
});

describe('private leaderboard and the close', () => {
  it('serves nothing of the private board before the close, to anyone', async () => {
    const { competition, host, members } = await competitionWithTeams(1);
    await scored(competition.id, members[0]!, 1, 2, 10);
    for (const headers of [{}, members[0]!.headers, host.headers]) {
      for (const url of [
        `/api/leaderboard/V2/private?cpt_id=${competition.id}`,
        `/api/leaderboard/V2/private?cpt_id=${competition.id}&week=1`,
        `/api/competition/ranking_plotly/private?cpt_id=${competition.id}`,
      ]) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('private_not_revealed');
      }
    }
    expect((await get(`/api/leaderboard/my_ranking/v1?cpt_id=${competition.id}&type=private`, members[0]!.headers)).json().message).toBe('private_not_revealed');
  });

  it('lets only the host close, only after the end and once grading is done', async () => {
    const { competition, host, members } = await competitionWithTeams(1);
    const close = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/close`, headers });
    expect((await close(members[0]!.headers)).statusCode).toBe(403);
    expect((await close(host.headers)).json().message).toBe('competition_not_ended');
    await endCompetition(competition.id);
    const waiting = await scored(competition.id, members[0]!, 1, 1, 5);
    await t.ctx.db.update(submissions).set({ status: 'pending' }).where(eq(submissions.id, waiting.id));
    expect((await close(host.headers)).json().message).toBe('grading_in_progress');
    await t.ctx.db.update(submissions).set({ status: 'scored' }).where(eq(submissions.id, waiting.id));
    expect((await close(host.headers)).json().data).toEqual({ ranked_teams: 1, awarded_members: 1 });
    expect((await close(host.headers)).json().message).toBe('already_closed');
  });

  it('ranks final choices, or the best public ones when none were chosen, by private score; awards prizes and ranking points', async () => {
    const { competition, host, members } = await competitionWithTeams(4, {
      final_limit: 2,
      prizes: [
        { rank: 1, amount: 1_000_000, label: { ko: '1위', en: '1st' } },
        { rank: 2, amount: 500_000, label: { ko: '2위', en: '2nd' } },
      ],
    });
    const [a, b, c, d] = members;
    // a chose a final whose private score is worse than its best-public one: the choice counts.
    await scored(competition.id, a!, 1.0, 3.0, 50);
    await scored(competition.id, a!, 2.0, 2.5, 40, true);
    // b chose nothing: its two best public (1.1 and 1.2) are used, the better private of them wins (1.9).
    await scored(competition.id, b!, 1.1, 2.2, 50);
    await scored(competition.id, b!, 1.2, 1.9, 40);
    await scored(competition.id, b!, 5.0, 0.1, 30); // third-best public: not selected
    await scored(competition.id, c!, 0.5, 2.5, 60); // ties a's private score, earlier: ranks above a
    await scored(competition.id, d!, 0.4, Number.NaN, 60); // non-finite private score: never ranks
    const publicRows = await board(`/api/leaderboard/V2/public?cpt_id=${competition.id}`);
    expect(publicRows.map((r) => r.team_id)).toEqual([d!.team.id, c!.team.id, a!.team.id, b!.team.id]);

    await endCompetition(competition.id);
    const closed = await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/close`, headers: host.headers });
    expect(closed.json().data).toEqual({ ranked_teams: 3, awarded_members: 3 });

    const privateRows = await board(`/api/leaderboard/V2/private?cpt_id=${competition.id}`);
    expect(privateRows.map((r) => [r.rank, r.team_id, r.score])).toEqual([
      [1, b!.team.id, 1.9],
      [2, c!.team.id, 2.5],
      [3, a!.team.id, 2.5],
    ]);
    const awards = (await get(`/api/leaderboard/awards?cpt_id=${competition.id}`)).json().data;
    expect(awards.map((w: { rank: number; team_id: number; amount: number }) => [w.rank, w.team_id, w.amount])).toEqual([
      [1, b!.team.id, 1_000_000],
      [2, c!.team.id, 500_000],
    ]);
    const prize = (await get(`/api/competition/prize_ranking_data?cpt_id=${competition.id}`)).json().data;
    expect(prize).toMatchObject({
      final: true,
      rows: [
        { rank: 1, team_id: b!.team.id },
        { rank: 2, team_id: c!.team.id },
      ],
    });

    const points = await t.ctx.db.select().from(rankingPoints).where(eq(rankingPoints.competitionId, competition.id));
    const bPoints = points.find((p) => p.userId === b!.user.id)!;
    expect(bPoints.points).toBeCloseTo(formula({ rank: 1, teammates: 1, teams: 3 }), 6);
    expect(points.find((p) => p.userId === d!.user.id)).toBeUndefined();
    const rankers = (await get('/api/main/now_ranking_data')).json().data;
    expect(rankers[0]).toMatchObject({ user_id: b!.user.id, rank: 1 });

    const info = (await get(`/api/competition/closed_info?cpt_id=${competition.id}`)).json().data;
    expect(info).toMatchObject({ closed: true, private_board: true, team_count: 4, ranked_teams: 3 });
    const mine = (await get(`/api/competition/submission_list?cpt_id=${competition.id}`, b!.headers)).json().data.items;
    expect(mine.map((s: { private_score: number }) => s.private_score).sort()).toEqual([0.1, 1.9, 2.2]);
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/competition/submission_use_final',
      headers: b!.headers,
      payload: { cpt_id: competition.id, submission_id: mine[0].id },
    });
    expect(mark.json().message).toBe('submissions_closed');
  });

  it('serves a weekly private board after the close, ranking by private score what was submitted by the end of that week', async () => {
    const { competition, host, members } = await competitionWithTeams(2, { metric: 'roc_auc', starts_at: new Date(Date.now() - 10 * DAY) });
    const [a, b] = members;
    await scored(competition.id, a!, 0.9, 0.7, 9 * 24 * 60); // week 1
    await scored(competition.id, b!, 0.8, 0.8, 9 * 24 * 60); // week 1
    await scored(competition.id, a!, 0.6, 0.95, 60); // week 2
    await endCompetition(competition.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/close`, headers: host.headers })).statusCode).toBe(200);

    const rows = async (query: string) => (await board(`/api/leaderboard/V2/private?cpt_id=${competition.id}${query}`)).map((r) => [r.rank, r.team_id, r.score]);
    expect(await rows('')).toEqual([
      [1, a!.team.id, 0.95],
      [2, b!.team.id, 0.8],
    ]);
    expect(await rows('&week=1')).toEqual([
      [1, b!.team.id, 0.8],
      [2, a!.team.id, 0.7],
    ]);
    const weekly = (await get(`/api/leaderboard/V2/private?cpt_id=${competition.id}&week=1`)).json().data;
    expect(weekly).toMatchObject({ board: 'private', week: 1 });
  });

  it('follows the ranking-points formula', () => {
    expect(formula({ rank: 1, teammates: 1, teams: 1 })).toBe(0);
    expect(formula({ rank: 1, teammates: 1, teams: 100 })).toBeCloseTo(100_000 * Math.log10(3), 6);
    expect(formula({ rank: 16, teammates: 4, teams: 100 })).toBeCloseTo((100_000 / 2) * 16 ** -0.75 * Math.log10(3), 6);
  });

  it('awards no ranking points for a practice competition', async () => {
    const { competition, host, members } = await competitionWithTeams(2, { status: 'practice' });
    await scored(competition.id, members[0]!, 1, 1, 5);
    await scored(competition.id, members[1]!, 2, 2, 5);
    const closed = await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/close`, headers: host.headers });
    expect(closed.json().data).toEqual({ ranked_teams: 2, awarded_members: 0 });
    expect(await t.ctx.db.select().from(rankingPoints).where(sql`${rankingPoints.competitionId} = ${competition.id}`)).toEqual([]);
  });
});
