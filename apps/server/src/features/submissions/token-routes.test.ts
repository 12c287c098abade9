import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../app-context.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody } from './multipart.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberWithToken() {
  const built = await buildCompetition(t.ctx, { input: { daily_limit: 2 } });
  const member = await buildSignedInUser(t.ctx.db);
  const team = await joinCompetition(t.ctx.db, built.competition, member.user);
  const issued = await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: member.headers, payload: {} });
  const { token, item } = issued.json().data;
  return { ...built, member, team, token: token as string, tokenId: item.id as number, auth: { authorization: `Bearer ${token}` } };
}

const autoSubmit = (app: TestApp['app'], headers: Record<string, string>, fields: Record<string, string | number>, file?: { name: string; content: Buffer | string }) => {
  const body = multipartBody(fields, file);
  return app.inject({ method: 'POST', url: '/api/submission/auto-submission', payload: body.payload, headers: { ...headers, ...body.headers } });
};

describe('submitting with a personal API token', () => {
  it('accepts a file under the same rules as the web, and the read call follows it', async () => {
    const { competition, dataset, member, team, auth } = await memberWithToken();
    const response = await autoSubmit(t.app, auth, { cpt_id: competition.id, memo: 'from python', team_name: team.name }, { name: 'sub.csv', content: dataset.submission(0.2, 1) });
    expect(response.statusCode).toBe(201);
    const { submission, quota } = response.json().data;
    expect(submission).toMatchObject({ memo: 'from python', status: 'pending', submitted_by: { id: member.user.id } });
    expect(quota.remaining_today).toBe(1);

    const read = await t.app.inject({ url: `/api/v1/submissions/${submission.id}`, headers: auth });
    expect(read.json().data).toMatchObject({ id: submission.id, file_name: 'sub.csv' });
    const viaSession = await t.app.inject({ url: `/api/v1/submissions/${submission.id}`, headers: member.headers });
    expect(viaSession.json().data.id).toBe(submission.id);

    const list = await t.app.inject({ url: `/api/competition/submission_list?cpt_id=${competition.id}`, headers: member.headers });
    expect(list.json().data.items.map((item: { id: number }) => item.id)).toContain(submission.id);
  });

  it('gives the spec messages for a bad name, a wrong extension, a wrong team and the daily limit', async () => {
    const { competition, dataset, auth } = await memberWithToken();
    const content = dataset.submission(0.3, 2);
    const badName = await autoSubmit(t.app, auth, { cpt_id: competition.id }, { name: '제출 파일.csv', content });
    expect(badName.json().message).toBe('check_file_name');
    const wrongExtension = await autoSubmit(t.app, auth, { cpt_id: competition.id }, { name: 'submission.txt', content });
    expect(wrongExtension.json().message).toBe('wrong_extension');
    const wrongTeam = await autoSubmit(t.app, auth, { cpt_id: competition.id, team_name: 'somebody else' }, { name: 'sub.csv', content });
    expect(wrongTeam.json().message).toBe('team_mismatch');

    for (let i = 0; i < 2; i++) expect((await autoSubmit(t.app, auth, { cpt_id: competition.id }, { name: 'sub.csv', content })).statusCode).toBe(201);
    const over = await autoSubmit(t.app, { ...auth, 'accept-language': 'en' }, { cpt_id: competition.id }, { name: 'sub.csv', content });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe('daily_limit_exceeded');
  });

  it('stops working the moment the token is revoked', async () => {
    const { competition, dataset, member, auth, tokenId } = await memberWithToken();
    await t.app.inject({ method: 'POST', url: '/api/myinfo/token/expire', headers: member.headers, payload: { id: tokenId } });
    const refused = await autoSubmit(t.app, auth, { cpt_id: competition.id }, { name: 'sub.csv', content: dataset.submission(0.2, 3) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'invalid_api_token', detail: expect.stringContaining('폐기') });
    const noToken = await autoSubmit(t.app, {}, { cpt_id: competition.id }, { name: 'sub.csv', content: 'x' });
    expect(noToken.json().message).toBe('invalid_api_token');
  });

  it('hides other teams’ submissions from the read call', async () => {
    const first = await memberWithToken();
    const created = await autoSubmit(t.app, first.auth, { cpt_id: first.competition.id }, { name: 'sub.csv', content: first.dataset.submission(0.2, 4) });
    const stranger = await buildSignedInUser(t.ctx.db);
    await joinCompetition(t.ctx.db, first.competition, stranger.user);
    const peek = await t.app.inject({ url: `/api/v1/submissions/${created.json().data.submission.id}`, headers: stranger.headers });
    expect(peek.statusCode).toBe(404);
  });
});

describe('per-token rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { ...defaultRateLimits, apiToken: { max: 3, timeWindow: 60_000 } } });
  });
  afterAll(() => limited.close());

  it('refuses the calls past the limit with rate_limited', async () => {
    const member = await buildSignedInUser(limited.ctx.db);
    const { token } = (await limited.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: member.headers, payload: {} })).json().data;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject({ url: '/api/v1/submissions/999999', headers: { authorization: `Bearer ${token}` } })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('the OpenAPI page', () => {
  it('documents the token calls with the bearer scheme', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const upload = spec.paths['/api/submission/auto-submission'].post;
    expect(upload.security).toEqual([{ apiToken: [] }]);
    expect(upload.description).toContain('cpt_id');
    expect(spec.paths['/api/v1/submissions/{id}'].get.security).toEqual([{ apiToken: [] }, { session: [] }]);
  });
});
