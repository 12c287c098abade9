import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { competitions, submissions } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setBaseline } from '../competitions/set-baseline.ts';
import { startGradingWorker } from '../grading/grading-worker.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';

let t: TestApp;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same context behind an app that logs everything, so that the logs can be searched too.
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  app = await buildApp({ ctx: t.ctx, webDistDir: '/nonexistent', logger: { level: 'trace', stream: sink } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Every competition endpoint a participant can call, with good and bad input. */
function participantCalls(cpt: number, submissionId: number) {
  const get = (url: string) => ({ method: 'GET' as const, url });
  const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
  return [
    get('/api/competition/list'),
    get('/api/competition/list?is_official=1'),
    get('/api/competition/list/hackathon?period=all'),
    get(`/api/competition?cpt_id=${cpt}&is_official=1`),
    get('/api/competition/cpt_stats?is_official=1&version=2'),
    get(`/api/myinfo/check_cpt_join?cpt_id=${cpt}`),
    get(`/api/competition/checkPhone?cpt_id=${cpt}&a_phone=01000000000`),
    get(`/api/competition/data?cpt_id=${cpt}`),
    post('/api/competition/download', { cpt_id: cpt }),
    post(`/api/v1/competitions/${cpt}/agreement`, {}),
    post('/api/competition/join_alone', { cpt_id: cpt }),
    get(`/api/competition/submission_list?cpt_id=${cpt}`),
    get(`/api/competition/submission_list?cpt_id=${cpt}&page=2`),
    get(`/api/v1/competitions/${cpt}/quota`),
    get(`/api/v1/competitions/${cpt}/submissions/status`),
    get(`/api/v1/competitions/${cpt}/submissions/status?ids=${submissionId}`),
    post('/api/competition/submission/memo', { submission_id: submissionId, memo: 'memo' }),
    post('/api/competition/submission_use_final', { cpt_id: cpt, submission_id: submissionId }),
    post('/api/competition/submission_use_final', { cpt_id: cpt, submission_id: submissionId, use: false }),
    post(`/api/v1/competitions/${cpt}/submissions/sample`, {}),
    get(`/api/competition/badge_data?cpt_id=${cpt}`),
    get(`/api/leaderboard/V2/public?cpt_id=${cpt}`),
    get(`/api/leaderboard/V2/public?cpt_id=${cpt}&tab=1`),
    get(`/api/leaderboard/V2/private?cpt_id=${cpt}`),
    get(`/api/leaderboard/V2/private?cpt_id=${cpt}&week=1`),
    get(`/api/leaderboard/get_baseline?stage=1&cpt_id=${cpt}`),
    get(`/api/leaderboard/my_ranking/v1?cpt_id=${cpt}&type=public`),
    get(`/api/leaderboard/my_ranking/v1?cpt_id=${cpt}&type=private`),
    get(`/api/leaderboard/awards?cpt_id=${cpt}`),
    get(`/api/competition/ranking_plotly?cpt_id=${cpt}`),
    get(`/api/competition/ranking_plotly/private?cpt_id=${cpt}`),
    get(`/api/competition/prize_ranking_data?cpt_id=${cpt}`),
    get(`/api/competition/now_ranking_data?cpt_id=${cpt}`),
    get('/api/main/now_ranking_data'),
    get(`/api/competition/closed_info?cpt_id=${cpt}`),
    post(`/api/v1/competitions/${cpt}/close`, {}),
    get(`/api/v1/presigned-url/get-object?objectKey=competitions/${cpt}/private/ground-truth.csv`),
    get(`/api/v1/presigned-url/get-object?objectKey=competitions/${cpt}/private/ground-truth.prepared`),
    get(`/api/files?key=competitions/${cpt}/private/ground-truth.csv&expires=9999999999&sig=forged`),
    get(`/api/competition?cpt_id=${cpt}&is_official=banana`),
    post('/api/competition/download', { cpt_id: cpt, file_id: 999999 }),
  ];
}

describe('nothing of the ground truth or the private scores leaks before the close', () => {
  it('walks every competition endpoint as a participant and finds neither in any answer or log line', async () => {
    const { competition, dataset } = await buildCompetition(t.ctx, { input: { daily_limit: 20 } });
    const member = await buildSignedInUser(t.ctx.db);
    await joinCompetition(t.ctx.db, competition, member.user);
    const headers = { ...member.headers };

    // Scored submissions (one refused by the scorer) and a baseline, all with private scores.
    const refused = dataset.submission(0.3, 3).toString().split('\n');
    refused[1] = refused[1]!.replace(/,[^,]*$/, ',abc');
    const files = [dataset.submission(0.2, 1), dataset.submission(0.4, 2), Buffer.from(refused.join('\n'))];
    for (const [i, content] of files.entries()) {
      const body = multipartBody({ cpt_id: competition.id }, { name: `leak${i}.csv`, content });
      const response = await app.inject({ method: 'POST', url: '/api/submission', payload: body.payload, headers: { ...headers, ...body.headers } });
      expect(response.statusCode).toBe(201);
    }
    const worker = startGradingWorker(t.ctx, { loop: false });
    while (await worker.runOnce());
    await worker.stop();
    await setBaseline(t.ctx.db, t.ctx.storage, { competition, name: 'baseline', body: dataset.sample });

    const rows = await t.ctx.db.select().from(submissions).where(eq(submissions.competitionId, competition.id));
    const scoredRows = rows.filter((r) => r.status === 'scored');
    expect(scoredRows).toHaveLength(2);
    const [fresh] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, competition.id));
    const secrets = [...scoredRows.map((r) => r.privateScore!), fresh!.baselinePrivateScore!].map((score) => String(score));
    // Lines of the ground truth as the file holds them, and its Private-row marker.
    const truthLines = dataset.truth.toString().trim().split('\n').slice(1, 40);

    const bodies: string[] = [];
    for (const call of participantCalls(competition.id, scoredRows[0]!.id)) {
      for (const locale of ['ko', 'en']) {
        const response = await app.inject({ ...call, headers: { ...headers, 'accept-language': locale } });
        expect(response.statusCode, `${call.method} ${call.url}`).toBeLessThan(500);
        bodies.push(`${call.method} ${call.url} ${response.statusCode}\n${response.body}`);
      }
    }
    const everything = [...bodies, ...logLines].join('\n');
    for (const secret of secrets) expect(everything, `private score ${secret}`).not.toContain(secret);
    for (const line of truthLines) expect(everything).not.toContain(line);
    expect(everything).not.toMatch(/,(Private|Public)\b/);
    expect(everything).not.toContain('ground-truth.csv?');
    expect(everything).not.toMatch(/private_score":\s*[0-9-]/);
    // The walk reached the answers it should have.
    expect(bodies.some((b) => b.includes('/api/leaderboard/V2/public') && b.includes('"rows":[{'))).toBe(true);
    expect(bodies.some((b) => b.includes('private_not_revealed'))).toBe(true);
  });
});
