import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interviewInputSchema, type InterviewInput } from '@madang/contracts';
import { winnerInterviews } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedInterviews } from './demo-interviews.ts';
import { createInterview } from './write-interview.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test counts and orders the whole table, so each starts from none.
beforeEach(async () => {
  await t.ctx.db.delete(winnerInterviews);
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, body?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
const en = { 'accept-language': 'en' };
const MINUTE = 60_000;

const form = (title = '우승 팀 인터뷰'): InterviewInput => ({
  title: { ko: title, en: 'Winner interview' },
  summary: { ko: '요약', en: 'Summary' },
  body: { ko: '## 질문\n답', en: '## Question\nAnswer' },
  winners: '팀 하늘',
});

/** An interview written straight through the feature, `minutesAgo` old. */
async function addInterview(input: Partial<InterviewInput> = {}, minutesAgo = 0) {
  return createInterview(t.ctx.db, { input: interviewInputSchema.parse({ ...form(), ...input }), authorUserId: null, createdAt: new Date(Date.now() - minutesAgo * MINUTE) });
}

describe('public winner interview reads', () => {
  it('lists published interviews newest first, nine a page, in the request language with fallback', async () => {
    for (let i = 0; i < 10; i += 1) await addInterview({ title: { ko: `인터뷰 ${i}`, en: i === 9 ? '' : `Interview ${i}` } }, 100 - i);
    await addInterview({ title: { ko: '비공개', en: 'Draft' }, published: false }, 1);

    const first = (await call('GET', '/etc/winner_list', en)).json();
    expect(first).toMatchObject({ status: 1, data: { page: 1, page_size: 9, total: 10 } });
    expect(first.data.items.map((i: { title: string }) => i.title).slice(0, 2)).toEqual(['인터뷰 9', 'Interview 8']);
    expect(first.data.items[0]).toMatchObject({ summary: 'Summary', winners: '팀 하늘', competition: null, cover_image_url: null, view_cnt: 0 });
    expect((await call('GET', '/etc/winner_list?page=2')).json().data.items.map((i: { title: string }) => i.title)).toEqual(['인터뷰 0']);

    const bad = await call('GET', '/etc/winner_list?page=0', en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject([{ field: 'page', detail: 'Please enter a value of at least 1.' }]);
  });

  it('shows an interview with its competition and neighbours, counts reads, and hides drafts', async () => {
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '수요 예측', en: 'Demand forecasting' } } });
    const older = await addInterview({ title: { ko: '이전', en: 'Older' } }, 30);
    const id = await addInterview({ competition_id: competition.id }, 20);
    const draft = await addInterview({ title: { ko: '초안', en: 'Draft' }, published: false }, 10);

    const detail = (await call('GET', `/etc/winner_data?win_id=${id}`, en)).json().data;
    expect(detail).toMatchObject({
      win_id: id,
      body: '## Question\nAnswer',
      competition: { cpt_id: competition.id, title: 'Demand forecasting', host: 'official', slug: competition.slug },
      prev: { win_id: older, title: 'Older' },
      next: null,
    });

    expect((await call('POST', '/etc/winner_data', {}, { win_id: id, read: 1 })).json().data).toEqual({ win_id: id, view_cnt: 1 });
    expect((await call('POST', '/etc/winner_data', {}, { win_id: id, read: 0 })).json().data).toEqual({ win_id: id, view_cnt: 1 });
    expect((await call('GET', `/etc/winner_data?win_id=${draft}`)).statusCode).toBe(404);
    expect((await call('POST', '/etc/winner_data', {}, { win_id: draft })).statusCode).toBe(404);
    expect((await call('GET', '/etc/winner_data?win_id=abc')).statusCode).toBe(400);
  });
});

describe('interview management', () => {
  it('answers 401 to visitors and 403 to members and hosts on every management call', async () => {
    const id = await addInterview();
    const member = await buildSignedInUser(t.ctx.db);
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/v1/host/interviews' },
      { method: 'GET', url: `/v1/host/interviews/${id}` },
      { method: 'POST', url: '/v1/host/interviews', body: form() },
      { method: 'PUT', url: `/v1/host/interviews/${id}`, body: form('바뀐 제목') },
      { method: 'POST', url: `/v1/host/interviews/${id}/delete` },
    ];
    for (const { method, url, body } of calls) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member.headers, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, host.headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing changed.
    expect((await call('GET', `/etc/winner_data?win_id=${id}`)).json().data.title).toBe('우승 팀 인터뷰');
    expect((await call('GET', '/etc/winner_list')).json().data.total).toBe(1);
  });

  it('lets an admin write, edit, unpublish and delete an interview', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const { competition } = await buildCompetition(t.ctx);
    const created = await call('POST', '/v1/host/interviews', admin.headers, {
      ...form('  결승 인터뷰  '),
      competition_id: competition.id,
      cover_image_url: '/api/v1/images/abc.png',
    });
    expect(created.statusCode).toBe(200);
    const interview = created.json().data;
    expect(interview).toMatchObject({
      title: { ko: '결승 인터뷰', en: 'Winner interview' },
      competition_id: competition.id,
      competition_title: '테스트 경진대회',
      cover_image_url: '/api/v1/images/abc.png',
      published: true,
    });

    const edited = (await call('PUT', `/v1/host/interviews/${interview.id}`, admin.headers, { ...form('고친 인터뷰'), published: false })).json().data;
    expect(edited).toMatchObject({ title: { ko: '고친 인터뷰' }, competition_id: null, published: false, created_at: interview.created_at });
    expect((await call('GET', `/etc/winner_data?win_id=${interview.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/v1/host/interviews', admin.headers)).json().data.map((i: { id: number }) => i.id)).toEqual([interview.id]);

    expect((await call('POST', `/v1/host/interviews/${interview.id}/delete`, admin.headers)).json().data).toEqual({ deleted: true });
    expect((await call('GET', `/v1/host/interviews/${interview.id}`, admin.headers)).statusCode).toBe(404);
    expect((await call('POST', `/v1/host/interviews/${interview.id}/delete`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses a form without a Korean title, with an unknown competition or an outside cover address, naming the field', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const headers = { ...admin.headers, ...en };
    const cases: [unknown, string][] = [
      [{ ...form(), title: { ko: '  ', en: 'Only English' } }, 'title.ko'],
      [{ ...form(), competition_id: 999_999 }, 'competition_id'],
      [{ ...form(), cover_image_url: 'http://example.com/a.png' }, 'cover_image_url'],
      [{ ...form(), winners: '' }, 'winners'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/v1/host/interviews', headers, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await call('GET', '/v1/host/interviews', admin.headers)).json().data).toEqual([]);
  });
});

describe('demo interviews', () => {
  it('seeds three interviews in both languages, linking the one about a competition that exists', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const { competition } = await buildCompetition(t.ctx, { input: { slug: 'retail-demand-2024' } });
    await seedInterviews(t.ctx.db, { authorUserId: admin.user.id, now: new Date() });
    const items = (await call('GET', '/etc/winner_list', en)).json().data.items as { title: string; competition: { cpt_id: number } | null }[];
    expect(items).toHaveLength(3);
    expect(items[0]!.competition?.cpt_id).toBe(competition.id);
    expect(items[0]!.title).toMatch(/^Winning the 2024 Retail Demand/);
    expect(items.slice(1).every((item) => item.competition === null)).toBe(true);
  });
});
