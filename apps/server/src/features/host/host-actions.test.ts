import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionDataFiles, competitions } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateDataset } from '../demo/synthetic-dataset.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, body?: unknown) =>
  t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
const upload = (url: string, headers: Headers, file: { name: string; content: Buffer | string }, fields: Record<string, string> = {}) => {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest-of-a-png')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('sponsor logos and cover images', () => {
  it('stores PNG, JPEG and WebP by their bytes and serves them publicly with long caching', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    // The names lie on purpose: the bytes decide.
    for (const [content, name, type, mime] of [
      [PNG, 'logo.jpg', 'png', 'image/png'],
      [JPEG, 'cover.png', 'jpeg', 'image/jpeg'],
      [WEBP, 'x.bin', 'webp', 'image/webp'],
    ] as const) {
      const sent = await upload('/api/v1/host/images', host.headers, { name, content });
      expect(sent.statusCode, sent.body).toBe(200);
      const { url, type: detected, size_bytes } = sent.json().data;
      expect(detected).toBe(type);
      expect(size_bytes).toBe(content.length);
      expect(url).toMatch(/^\/api\/v1\/images\/[a-f0-9]{64}\.(png|jpg|webp)$/);
      const served = await call('GET', url, {});
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    expect((await call('GET', `/api/v1/images/${'0'.repeat(64)}.png`, {})).statusCode).toBe(404);
  });

  it("refuses other files and big images with a clear message in the member's language", async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const svg = await upload('/api/v1/host/images', { ...host.headers, 'accept-language': 'en' }, { name: 'logo.png', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ message: 'image_type', detail: 'Only PNG, JPEG or WebP images can be uploaded.' });
    const big = await upload(
      '/api/v1/host/images',
      { ...host.headers, 'accept-language': 'ko' },
      { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'image_too_large', detail: '이미지는 2MB 이하만 올릴 수 있습니다.' });
  });

  it('shows the cover image on the card and the page, and refuses script addresses', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const url = (await upload('/api/v1/host/images', host.headers, { name: 'c.png', content: PNG })).json().data.url as string;
    const base = `/api/v1/host/competitions/${competition.id}`;
    const form = (await call('GET', base, host.headers)).json().data.form;
    const sponsors = [{ name: 'Acme', logo_url: url, url: 'https://acme.example' }];
    expect((await call('PUT', base, host.headers, { ...form, cover_image_url: url, sponsors })).statusCode).toBe(200);
    const card = (await call('GET', '/api/competition/list', {})).json().data.find((c: { id: number }) => c.id === competition.id);
    expect(card).toMatchObject({ cover_image_url: url, sponsors: [{ name: 'Acme', logo_url: url }] });
    expect((await call('GET', `/api/competition?cpt_id=${competition.id}`, {})).json().data.cover_image_url).toBe(url);

    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'http://plain.example/x.png']) {
      const refused = await call('PUT', base, host.headers, { ...form, cover_image_url: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().fields[0].field).toBe('cover_image_url');
      expect((await call('PUT', base, host.headers, { ...form, sponsors: [{ ...sponsors[0], logo_url: bad }] })).statusCode, bad).toBe(400);
    }
  });
});

describe('run actions', () => {
  it("undoes a submission's and a team's disqualification, and the board takes them back", async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const base = `/api/v1/host/competitions/${competition.id}`;
    const board = async () =>
      ((await call('GET', `/api/leaderboard/V2/public?cpt_id=${competition.id}`, {})).json().data.rows as { team_id: number }[]).map((r) => r.team_id).sort();
    const entries = [];
    for (let i = 0; i < 2; i++) {
      const member = await buildSignedInUser(t.ctx.db);
      const team = await joinCompetition(t.ctx.db, competition, member.user);
      const s = await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: i + 1, privateScore: i + 1 });
      entries.push({ member, team, submission: s });
    }
    const [a, b] = entries as [(typeof entries)[0], (typeof entries)[0]];
    await call('POST', `${base}/submissions/${a.submission.id}/disqualify`, host.headers, { reason: 'leak' });
    await call('POST', `${base}/teams/${b.team.id}/disqualify`, host.headers, { reason: 'shared code' });
    expect(await board()).toEqual([]);
    const listed = (await call('GET', `${base}/submissions`, host.headers)).json().data as {
      id: number;
      disqualified_reason: string | null;
      team_disqualified_reason: string | null;
    }[];
    expect(listed.find((s) => s.id === b.submission.id)!.team_disqualified_reason).toBe('shared code');

    expect((await call('DELETE', `${base}/submissions/${a.submission.id}/disqualify`, host.headers)).statusCode).toBe(200);
    expect(await board()).toEqual([a.team.id]);
    expect((await call('DELETE', `${base}/teams/${b.team.id}/disqualify`, host.headers)).statusCode).toBe(200);
    expect(await board()).toEqual([a.team.id, b.team.id].sort());
    const after = (await call('GET', `${base}/submissions`, host.headers)).json().data as { disqualified_reason: string | null; team_disqualified_reason: string | null }[];
    expect(after.every((s) => s.disqualified_reason === null && s.team_disqualified_reason === null)).toBe(true);
    expect((await call('DELETE', `${base}/teams/999999/disqualify`, host.headers)).statusCode).toBe(404);
  });

  it("deletes a draft's data file (never the ground truth) and refuses once published", async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const data = generateDataset({ seed: 3, trainRows: 10, testRows: 30, task: 'regression' });
    const created = await call('POST', '/api/v1/host/competitions', host.headers, {
      slug: 'delete-file-draft',
      title: { ko: '삭제', en: 'Delete' },
      metric: 'rmse',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
    });
    const base = `/api/v1/host/competitions/${created.json().data.id}`;
    const extra = (await upload(`${base}/data-files`, host.headers, { name: 'extra.csv', content: 'a,b\n1,2\n' })).json().data.id as number;
    await upload(`${base}/data-files`, host.headers, { name: 'train.csv', content: data.train });
    await upload(`${base}/data-files`, host.headers, { name: 'sample_submission.csv', content: data.sample }, { is_sample: 'true' });
    await upload(`${base}/ground-truth`, host.headers, { name: 'truth.csv', content: data.truth });
    const [stored] = await t.ctx.db.select().from(competitionDataFiles).where(eq(competitionDataFiles.id, extra));

    expect((await call('DELETE', `${base}/data-files/${extra}`, host.headers)).statusCode).toBe(200);
    expect(await t.ctx.storage.get(stored!.storageKey)).toBeUndefined();
    const check = (await call('GET', `${base}/check`, host.headers)).json().data;
    expect(check.data_files.map((f: { name: string }) => f.name).sort()).toEqual(['sample_submission.csv', 'train.csv']);
    expect(check.truth.rows).toBe(30);
    expect((await call('DELETE', `${base}/data-files/${extra}`, host.headers)).statusCode).toBe(404);

    expect((await call('POST', `${base}/publish`, host.headers)).statusCode).toBe(200);
    const train = check.data_files.find((f: { name: string }) => f.name === 'train.csv').id;
    const refused = await call('DELETE', `${base}/data-files/${train}`, { ...host.headers, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('data_file_published');
  });

  it('keeps a published end out of the edit form: only extend or close moves it', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const base = `/api/v1/host/competitions/${competition.id}`;
    const form = (await call('GET', base, host.headers)).json().data.form;
    for (const endsAt of [new Date(Date.now() - 60_000), new Date(competition.endsAt.getTime() + DAY)]) {
      const refused = await call('PUT', base, { ...host.headers, 'accept-language': 'en' }, { ...form, ends_at: endsAt.toISOString() });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields[0]).toMatchObject({ field: 'ends_at', detail: "A published competition's end changes only through Extend or Close on the Run tab." });
    }
    // The same minute, as the form's minute-precise input sends it back, saves the other fields.
    const minute = new Date(Math.floor(competition.endsAt.getTime() / 60_000) * 60_000).toISOString();
    const saved = await call('PUT', base, host.headers, { ...form, ends_at: minute, daily_limit: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, competition.id));
    expect(row!.endsAt).toEqual(competition.endsAt);
    expect(row!.dailyLimit).toBe(7);
  });

  it('closes a running competition now, ending it at the close', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id });
    const member = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: 1, privateScore: 1 });
    const before = Date.now();
    const closed = await call('POST', `/api/v1/host/competitions/${competition.id}/close`, host.headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.ranked_teams).toBe(1);
    const [row] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, competition.id));
    expect(row!.status).toBe('closed');
    expect(row!.endsAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.endsAt.getTime()).toBeLessThan(competition.endsAt.getTime());
  });

  it('refuses to close a draft or a competition that has not started, changing nothing', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const upcoming = (await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { starts_at: new Date(Date.now() + DAY), ends_at: new Date(Date.now() + 9 * DAY) } }))
      .competition;
    const refused = await call('POST', `/api/v1/host/competitions/${upcoming.id}/close`, { ...host.headers, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'close_before_start', detail: 'A competition that has not started yet cannot be closed. Change its schedule instead.' });
    const draft = await call('POST', '/api/v1/host/competitions', host.headers, {
      slug: 'close-a-draft',
      title: { ko: '초안', en: 'Draft' },
      metric: 'rmse',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
    });
    const id = draft.json().data.id as number;
    expect((await call('POST', `/api/v1/host/competitions/${id}/close`, host.headers)).json().message).toBe('close_unpublished');
    for (const c of [upcoming.id, id]) {
      const [row] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, c));
      expect(row!.status).toBe('active');
    }
    const [row] = await t.ctx.db.select().from(competitions).where(eq(competitions.id, upcoming.id));
    expect(row!.endsAt).toEqual(upcoming.endsAt);
  });

  it('lets an admin look a member up by e-mail before changing the role', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const member = await buildSignedInUser(t.ctx.db);
    const found = await call('GET', `/api/v1/admin/users?email=${encodeURIComponent(member.user.email.toUpperCase())}`, admin.headers);
    expect(found.json().data).toEqual({ id: member.user.id, name: member.user.name, email: member.user.email, role: 'member' });
    const missing = await call('GET', '/api/v1/admin/users?email=nobody@example.com', { ...admin.headers, 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No member has this e-mail address.');
  });
});
