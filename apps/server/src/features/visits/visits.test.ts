import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewInputSchema, noticeInputSchema } from '@madang/contracts';
import { defaultRateLimits } from '../../app-context.ts';
import { dailyVisits, sessions } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';
import { createInterview } from '../interviews/write-interview.ts';
import { createNotice } from '../notices/create-notice.ts';
import { kstDay } from '../xp/kst-day.ts';
import { pruneVisits, recordVisit, VISIT_RETENTION_DAYS } from './record-visit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
/** A call from one address (`from`), as a visitor or, with session headers, as a member. */
const call = (url: string, payload: object, from: string, headers: Headers = {}) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: from, headers });

async function viewsAfter(url: string, payload: object, visits: { from: string; headers?: Headers }[]) {
  let last = 0;
  for (const visit of visits) {
    const response = await call(url, payload, visit.from, visit.headers);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    last = data.view_count ?? data.view_cnt;
  }
  return last;
}

describe('view counters', () => {
  it('count each visitor once a Korean day on talk posts, code posts, notices and interviews', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const member = await buildSignedInUser(t.ctx.db);
    const talk = await t.app.inject({ method: 'POST', url: '/api/talkboard/v3', headers: author.headers, payload: { cpt_id: 0, title: '조회수', content: '본문' } });
    const form = multipart({ cpt_id: '0', title: '조회수 코드', category: 'eda', content: '본문' });
    const code = await t.app.inject({ method: 'POST', url: '/api/codeshare/v2/ipynb', headers: { ...author.headers, ...form.headers }, payload: form.payload });
    const notice = await createNotice(t.ctx.db, { input: noticeInputSchema.parse({ title: { ko: '공지', en: 'Notice' }, body: { ko: '본문', en: 'Body' } }), authorUserId: null });
    const interviewId = await createInterview(t.ctx.db, {
      input: interviewInputSchema.parse({ title: { ko: '인터뷰', en: 'Interview' }, summary: { ko: '요약', en: 'Summary' }, body: { ko: '본문', en: 'Body' }, winners: '팀' }),
      authorUserId: null,
    });
    const counters: [string, object][] = [
      ['/talkboard', { tb_id: talk.json().data.tb_id }],
      ['/codeshare', { cs_id: code.json().data.cs_id }],
      ['/etc/notice_data/', { nt_id: notice.id, read: 1 }],
      ['/etc/winner_data', { win_id: interviewId, read: 1 }],
    ];
    // Forty calls from one address are one view; a second address is a second; a member is one wherever they are.
    const visits = [
      ...Array.from({ length: 40 }, () => ({ from: '203.0.113.7' })),
      { from: '203.0.113.8' },
      { from: '198.51.100.1', headers: member.headers },
      { from: '198.51.100.2', headers: member.headers },
    ];
    for (const [url, payload] of counters) expect(await viewsAfter(url, payload, visits), url).toBe(3);
  });

  it('keeps no address, only a keyed hash of it and the day', async () => {
    await call('/search', { keyword: '주소 확인' }, '192.0.2.55');
    const rows = await t.ctx.db.select().from(dailyVisits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).not.toContain('192.0.2');
      expect(row.visitor).not.toContain('203.0.113');
      expect(row.visitor).toMatch(/^(u:\d+|a:[\w-]{22})$/);
    }
  });
});

describe('retention', () => {
  it('forgets visits older than the retention and keeps the week the trends read', async () => {
    const now = new Date();
    const dayAgo = (days: number) => kstDay(new Date(now.getTime() - days * 86_400_000));
    await t.ctx.db.insert(dailyVisits).values([
      { kind: 'search', itemKey: 'old keyword', visitor: 'u:1', day: dayAgo(VISIT_RETENTION_DAYS + 1) },
      { kind: 'search', itemKey: 'week keyword', visitor: 'u:1', day: dayAgo(6) },
    ]);
    await pruneVisits(t.ctx.db, now);
    const left = await t.ctx.db
      .select({ itemKey: dailyVisits.itemKey })
      .from(dailyVisits)
      .where(inArray(dailyVisits.itemKey, ['old keyword', 'week keyword']));
    expect(left).toEqual([{ itemKey: 'week keyword' }]);
  });

  it('deletes expired sessions on the first visit of a Korean day and keeps the live ones', async () => {
    // A day no other test visits, so this process has not cleaned up on it yet.
    const now = new Date('2040-03-01T03:00:00Z');
    const { user } = await buildSignedInUser(t.ctx.db);
    await t.ctx.db.insert(sessions).values([
      { userId: user.id, tokenHash: 'expired-before-the-visit', expiresAt: new Date(now.getTime() - 60_000) },
      { userId: user.id, tokenHash: 'live-after-the-visit', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await recordVisit(t.ctx.db, { kind: 'search', itemKey: 'session clean-up', visitor: `u:${user.id}`, now });
    const left = await t.ctx.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, ['expired-before-the-visit', 'live-after-the-visit']));
    expect(left).toEqual([{ tokenHash: 'live-after-the-visit' }]);
  });
});

describe('search trends', () => {
  it('count distinct visitors, so forty calls from one visitor cannot put a keyword on top', async () => {
    for (let i = 0; i < 40; i++) await call('/search', { keyword: 'evil-phish.example' }, '203.0.113.66');
    for (const from of ['198.51.100.10', '198.51.100.11', '198.51.100.12']) await call('/search', { keyword: 'LightGBM' }, from);
    const trends = (await t.app.inject({ url: '/api/search/getTrend' })).json().data;
    expect(trends[0]).toEqual({ keyword: 'lightgbm', count: 3 });
    expect(trends).toContainEqual({ keyword: 'evil-phish.example', count: 1 });
  });
});

describe('limits on anonymous writes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: defaultRateLimits });
  });
  afterAll(() => limited.close());

  const statusesOf = async (count: number, send: () => Promise<{ statusCode: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send()).statusCode);
    return statuses;
  };

  it('refuses client error reports past the hourly budget of an address', async () => {
    const max = defaultRateLimits.errorReport.max;
    const report = { url: '/x', error: 'boom'.repeat(1000) };
    const statuses = await statusesOf(max + 1, () => limited.app.inject({ method: 'POST', url: '/api/v1/log/httpErrorLog', payload: report, remoteAddress: '203.0.113.90' }));
    expect(statuses.slice(0, max).every((s) => s === 201)).toBe(true);
    expect(statuses[max]).toBe(429);
    const elsewhere = await limited.app.inject({ method: 'POST', url: '/api/v1/log/httpErrorLog', payload: report, remoteAddress: '203.0.113.91' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses search records past the per-minute budget of an address', async () => {
    const max = defaultRateLimits.publicWrite.max;
    const statuses = await statusesOf(max + 1, () => limited.app.inject({ method: 'POST', url: '/api/search', payload: { keyword: 'flood' }, remoteAddress: '203.0.113.92' }));
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
