import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionInvitees, competitions, competitionTruths, submissions, users } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateDataset } from '../demo/synthetic-dataset.ts';
import { startGradingWorker } from '../grading/grading-worker.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dataset = generateDataset({ seed: 7, trainRows: 10, testRows: 50, task: 'regression' });

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
  t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
const upload = (url: string, headers: Headers, fields: Record<string, string>, file: { name: string; content: string | Buffer }) => {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
};

const form = (slug: string) => ({
  slug,
  title: { ko: '호스트 대회', en: 'Host competition' },
  starts_at: new Date(Date.now() - DAY).toISOString(),
  ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
  metric: 'rmse',
});

/** A draft made through the console's API, with its data and sample uploaded. */
async function draftWithData(host: { headers: Headers }, slug: string) {
  const created = await call('POST', '/api/v1/host/competitions', host.headers, form(slug));
  expect(created.statusCode).toBe(200);
  const id = created.json().data.id as number;
  const base = `/api/v1/host/competitions/${id}`;
  expect((await upload(`${base}/data-files`, host.headers, {}, { name: 'train.csv', content: dataset.train })).statusCode).toBe(200);
  expect((await upload(`${base}/data-files`, host.headers, { is_sample: 'true' }, { name: 'sample_submission.csv', content: dataset.sample })).statusCode).toBe(200);
  return { id, base };
}

describe('host console API', () => {
  it("answers 403 to members and 401 to visitors on every host call, and 403 to a host on another host's competition", async () => {
    const owner = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: owner.user.id });
    const member = await buildSignedInUser(t.ctx.db);
    const otherHost = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const base = `/api/v1/host/competitions/${competition.id}`;
    const calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown; multipart?: boolean; perCompetition: boolean }[] = [
      { method: 'GET', url: '/api/v1/host/metrics', perCompetition: false },
      { method: 'GET', url: '/api/v1/host/competitions', perCompetition: false },
      { method: 'POST', url: '/api/v1/host/competitions', body: form('forbidden-create'), perCompetition: false },
      { method: 'GET', url: base, perCompetition: true },
      { method: 'PUT', url: base, body: { ...form('x'), slug: undefined }, perCompetition: true },
      { method: 'POST', url: `${base}/data-files`, multipart: true, perCompetition: true },
      { method: 'POST', url: `${base}/ground-truth`, multipart: true, perCompetition: true },
      { method: 'GET', url: `${base}/check`, perCompetition: true },
      { method: 'POST', url: `${base}/publish`, perCompetition: true },
      { method: 'POST', url: `${base}/extend`, body: { ends_at: new Date(Date.now() + 30 * DAY).toISOString() }, perCompetition: true },
      { method: 'POST', url: `${base}/rescore`, perCompetition: true },
      { method: 'GET', url: `${base}/rescore`, perCompetition: true },
      { method: 'GET', url: `${base}/submissions`, perCompetition: true },
      { method: 'POST', url: `${base}/submissions/1/disqualify`, body: { reason: 'x' }, perCompetition: true },
      { method: 'POST', url: `${base}/teams/1/disqualify`, body: { reason: 'x' }, perCompetition: true },
      { method: 'POST', url: `${base}/close`, perCompetition: true },
      { method: 'GET', url: `${base}/export.csv`, perCompetition: true },
      { method: 'POST', url: '/api/v1/admin/roles', body: { email: member.user.email, role: 'host' }, perCompetition: false },
      { method: 'GET', url: `/api/v1/admin/users?email=${encodeURIComponent(member.user.email)}`, perCompetition: false },
      { method: 'POST', url: '/api/v1/host/images', multipart: true, perCompetition: false },
      { method: 'GET', url: `${base}/invitees`, perCompetition: true },
      { method: 'POST', url: `${base}/invitees`, body: { emails: member.user.email }, perCompetition: true },
      { method: 'DELETE', url: `${base}/invitees/${member.user.id}`, perCompetition: true },
      { method: 'DELETE', url: `${base}/data-files/1`, perCompetition: true },
      { method: 'DELETE', url: `${base}/submissions/1/disqualify`, perCompetition: true },
      { method: 'DELETE', url: `${base}/teams/1/disqualify`, perCompetition: true },
    ];
    const send = (c: (typeof calls)[number], headers: Headers) =>
      c.multipart ? upload(c.url, headers, {}, { name: 'train.csv', content: dataset.train }) : call(c.method, c.url, headers, c.body);
    for (const c of calls) {
      expect((await send(c, {})).statusCode, `visitor ${c.method} ${c.url}`).toBe(401);
      expect((await send(c, member.headers)).statusCode, `member ${c.method} ${c.url}`).toBe(403);
      if (c.perCompetition || c.url.includes('/admin/')) expect((await send(c, otherHost.headers)).statusCode, `other host ${c.method} ${c.url}`).toBe(403);
    }
    // Nothing was changed by the refused calls.
    const [after] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, competition.id));
    expect(after).toEqual(competition);
    expect((await t.ctx.db.select().from(competitions).where(eq(competitions.slug, 'forbidden-create'))).length).toBe(0);
    expect(await t.ctx.db.select().from(competitionInvitees).where(eq(competitionInvitees.competitionId, competition.id))).toEqual([]);
    expect((await t.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, member.user.id)))[0]!.role).toBe('member');
  });

  it('lets an admin grant and take back the host role', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const member = await buildSignedInUser(t.ctx.db);
    expect((await call('GET', '/api/v1/host/competitions', member.headers)).statusCode).toBe(403);
    const granted = await call('POST', '/api/v1/admin/roles', admin.headers, { email: member.user.email, role: 'host' });
    expect(granted.json().data.role).toBe('host');
    expect((await call('GET', '/api/v1/host/competitions', member.headers)).statusCode).toBe(200);
    await call('POST', '/api/v1/admin/roles', admin.headers, { email: member.user.email, role: 'member' });
    expect((await call('GET', '/api/v1/host/competitions', member.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/admin/roles', admin.headers, { email: admin.user.email, role: 'member' })).json().message).toBe('admin_role_fixed');
  });

  it('creates a draft only its host sees, refuses to publish it until data, sample and truth pass, then publishes it', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const member = await buildSignedInUser(t.ctx.db);
    const created = await call('POST', '/api/v1/host/competitions', host.headers, form('host-draft'));
    const id = created.json().data.id as number;
    expect(created.json().data.published).toBe(false);
    expect((await call('GET', `/api/competition?cpt_id=${id}`, member.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/competition/list', {})).json().data.map((c: { id: number }) => c.id)).not.toContain(id);
    const refused = await call('POST', `/api/v1/host/competitions/${id}/publish`, host.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('setup_incomplete');

    const base = `/api/v1/host/competitions/${id}`;
    await upload(`${base}/data-files`, host.headers, {}, { name: 'train.csv', content: dataset.train });
    await upload(`${base}/data-files`, host.headers, { is_sample: 'true' }, { name: 'sample_submission.csv', content: dataset.sample });
    const truth = await upload(`${base}/ground-truth`, host.headers, { metric: 'mae', split_column: 'Usage' }, { name: 'truth.csv', content: dataset.truth });
    expect(truth.statusCode, truth.body).toBe(200);
    const check = (await call('GET', `${base}/check`, host.headers)).json().data;
    expect(check.problems).toEqual([]);
    expect(check.sample_score.public).toBeGreaterThan(0);
    expect(check.sample_score.private).toBeGreaterThan(0);
    expect(check.truth.rows).toBe(50);
    const published = await call('POST', `${base}/publish`, host.headers);
    expect(published.json().data.published).toBe(true);
    expect((await call('GET', `/api/competition?cpt_id=${id}`, member.headers)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/v1/host/competitions', host.headers)).json().data;
    expect(listed.find((c: { id: number }) => c.id === id).published).toBe(true);
    // The truth is never among the downloadable files.
    const files = (await call('GET', `/api/competition/data?cpt_id=${id}`, member.headers)).json().data.files.map((f: { name: string }) => f.name);
    expect(files).toEqual(['train.csv', 'sample_submission.csv']);
  });

  describe('refuses a bad ground truth precisely and changes nothing', () => {
    const lines = dataset.truth.toString().trimEnd().split('\n');
    const cases: { name: string; truth: string; key: string; detail: RegExp }[] = [
      // The last five ids of the sample are missing from the truth (other ids stand in their rows).
      {
        name: 'missing ids',
        truth: [...lines.slice(0, -5), ...lines.slice(-5).map((l, i) => l.replace(/^[^,]+/, `OTHER_${i}`))].join('\n'),
        key: 'submission.unknown_id',
        detail: /TEST_00045/,
      },
      { name: 'wrong header', truth: ['id,label,Usage', ...lines.slice(1)].join('\n'), key: 'submission.header_mismatch', detail: /label/ },
      {
        name: 'non-numeric values',
        truth: [lines[0], ...lines.slice(1, 3), lines[3]!.replace(/,[^,]+,/, ',abc,'), ...lines.slice(4)].join('\n'),
        key: 'truth.not_a_number',
        detail: /abc/,
      },
    ];
    for (const c of cases) {
      it(c.name, async () => {
        const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
        const { id, base } = await draftWithData(host, `bad-truth-${c.name.replace(/\W+/g, '-')}`);
        const good = await upload(`${base}/ground-truth`, host.headers, {}, { name: 'truth.csv', content: dataset.truth });
        expect(good.statusCode).toBe(200);
        const before = await t.ctx.db.select().from(competitionTruths).where(eq(competitionTruths.competitionId, id));
        const [competitionBefore] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, id));

        const refused = await upload(`${base}/ground-truth`, { ...host.headers, 'accept-language': 'en' }, { metric: 'mae' }, { name: 'truth.csv', content: c.truth });
        expect(refused.statusCode).toBe(400);
        const problem = refused.json().data.problem;
        expect(problem.key).toBe(c.key);
        expect(refused.json().detail).toMatch(c.detail);
        if (c.key !== 'submission.header_mismatch') expect(problem.row).toBe(c.key === 'truth.not_a_number' ? 4 : 47);
        expect(await t.ctx.db.select().from(competitionTruths).where(eq(competitionTruths.competitionId, id))).toEqual(before);
        const [competitionAfter] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, id));
        expect(competitionAfter!.metric).toBe(competitionBefore!.metric);
        expect((await call('GET', `${base}/check`, host.headers)).json().data.problems).toEqual([]);
      });
    }
  });

  it('extends the deadline, re-scores with progress, disqualifies with a reason, closes and exports the boards', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition, dataset: data } = await buildCompetition(t.ctx, {
      hostUserId: host.user.id,
      input: { starts_at: new Date(Date.now() - 10 * DAY), ends_at: new Date(Date.now() + DAY) },
    });
    const base = `/api/v1/host/competitions/${competition.id}`;
    const extended = await call('POST', `${base}/extend`, host.headers, { ends_at: new Date(Date.now() + 3 * DAY).toISOString() });
    expect(extended.statusCode).toBe(200);
    expect((await call('POST', `${base}/extend`, host.headers, { ends_at: new Date(Date.now()).toISOString() })).statusCode).toBe(400);

    const members = [];
    for (let i = 0; i < 3; i++) {
      const member = await buildSignedInUser(t.ctx.db);
      members.push({ ...member, team: await joinCompetition(t.ctx.db, competition, member.user) });
    }
    // Real files, so that the re-score grades them against the new truth.
    for (const [i, m] of members.entries()) {
      const body = multipartBody({ cpt_id: competition.id }, { name: 'sub.csv', content: data.submission(0.1 * (i + 1), i) });
      const sent = await t.app.inject({ method: 'POST', url: '/api/submission', payload: body.payload, headers: { ...m.headers, ...body.headers } });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const worker = startGradingWorker(t.ctx, { loop: false });
    while (await worker.runOnce());
    const scoredBefore = await t.ctx.db.select().from(submissions).where(eq(submissions.competitionId, competition.id));
    expect(scoredBefore.every((s) => s.status === 'scored')).toBe(true);
    const listed = (await call('GET', '/api/v1/host/competitions', host.headers)).json().data;
    expect(listed.find((c: { id: number }) => c.id === competition.id)).toMatchObject({ team_count: 3, submission_count: 3 });

    // A fixed truth: every target shifted, so every score changes.
    const fixed = data.truth
      .toString()
      .split('\n')
      .map((line, i) => (i === 0 || !line ? line : line.replace(/^([^,]+),([^,]+)/, (_m, id, v) => `${id},${Number(v) + 1}`)))
      .join('\n');
    expect((await upload(`${base}/ground-truth`, host.headers, {}, { name: 'truth.csv', content: fixed })).statusCode).toBe(200);
    const started = (await call('POST', `${base}/rescore`, host.headers)).json().data;
    expect(started).toMatchObject({ total: 3, done: 0, running: true });
    expect((await call('POST', `${base}/rescore`, host.headers)).json().message).toBe('rescore_in_progress');
    expect((await call('POST', `${base}/close`, host.headers)).json().message).toBe('rescore_in_progress');
    await worker.runOnce();
    expect((await call('GET', `${base}/rescore`, host.headers)).json().data).toMatchObject({ total: 3, done: 1, running: true });
    while (await worker.runOnce());
    await worker.stop();
    expect((await call('GET', `${base}/rescore`, host.headers)).json().data).toMatchObject({ total: 3, done: 3, running: false });
    const scoredAfter = await t.ctx.db.select().from(submissions).where(eq(submissions.competitionId, competition.id));
    for (const s of scoredAfter) expect(s.publicScore).not.toBe(scoredBefore.find((b) => b.id === s.id)!.publicScore);

    const [first, second] = members;
    const firstSubmission = scoredAfter.find((s) => s.teamId === first!.team.id)!;
    expect((await call('POST', `${base}/submissions/${firstSubmission.id}/disqualify`, host.headers, { reason: 'Hand-labelled test data' })).statusCode).toBe(200);
    expect((await call('POST', `${base}/teams/${second!.team.id}/disqualify`, host.headers, { reason: 'Shared code privately' })).statusCode).toBe(200);
    const mine = (await call('GET', `/api/competition/submission_list?cpt_id=${competition.id}`, second!.headers)).json().data;
    expect(JSON.stringify(mine)).toContain('Shared code privately');
    const board = (await call('GET', `/api/leaderboard/V2/public?cpt_id=${competition.id}`, {})).json().data.rows as { team_id: number }[];
    expect(board.map((r) => r.team_id)).toEqual([members[2]!.team.id]);

    expect((await call('GET', `${base}/export.csv?board=private`, host.headers)).statusCode).toBe(403);
    await t.ctx.db
      .update(competitions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, competition.id));
    expect((await call('POST', `${base}/close`, host.headers)).statusCode).toBe(200);
    const csv = await call('GET', `${base}/export.csv?board=private`, host.headers);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('rank,team_id,team_name,members,private_score,public_score,submission_id,submissions,submitted_at');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(new RegExp(`^1,${members[2]!.team.id},`));
  });

  it('disqualifying a scored submission removes it from a board built without files', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const member = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    const s = await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: 1, privateScore: 1 });
    await call('POST', `/api/v1/host/competitions/${competition.id}/submissions/${s.id}/disqualify`, host.headers, { reason: 'r' });
    expect((await call('GET', `/api/leaderboard/V2/public?cpt_id=${competition.id}`, {})).json().data.rows).toEqual([]);
  });
});
