import { DAILY_XP_CAP } from '@madang/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, jobs, users, xpEvents } from '../../db/schema.ts';
import { buildCompetition, buildScoredSubmission, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { GRADING_QUEUE } from '../submissions/create-submission.ts';
import { startGradingWorker } from '../grading/grading-worker.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';
import { awardXp } from './award-xp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

const popup = async (member: Member) => (await call('GET', '/v1/xp/popup', member)).json().data;
const history = async (member: Member, page = 1) => (await call('GET', `/gnb/xp/history/v2?page=${page}`, member)).json().data;
const notify = async (member: Member) => (await call('GET', '/gnb/xp/v2/notify?version=3', member)).json().data;

async function writePost(member: Member) {
  const response = await call('POST', '/talkboard/v3', member, { cpt_id: 0, title: 'XP 글', content: '본문' });
  return response.json().data.tb_id as number;
}
const comment = (member: Member, tbId: number, content = '좋은 글이네요') => call('POST', '/reply/v2', member, { type: 'tb', content_id: tbId, content });

describe('XP calls', () => {
  it("answers visitors with the spec's not login, on every member call", async () => {
    for (const [method, url] of [
      ['GET', '/v1/xp/popup'],
      ['GET', '/v1/xp/profile'],
      ['GET', '/gnb/xp/history/v2'],
      ['GET', '/gnb/xp/v2/notify?version=3'],
      ['POST', '/gnb/xp/confirm'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe('not login');
    }
  });

  it('refuses bad input with a 400 in the request language', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const wrongVersion = await call('GET', '/gnb/xp/v2/notify?version=2', member, undefined, { 'accept-language': 'en' });
    expect(wrongVersion.statusCode).toBe(400);
    expect(wrongVersion.json().detail).toMatch(/[A-Za-z]/);
    expect((await call('GET', '/gnb/xp/history/v2?page=0', member)).statusCode).toBe(400);
    expect((await call('POST', '/gnb/xp/confirm', member, { noti_id: 'abc' })).statusCode).toBe(400);
    expect((await call('GET', '/v1/xp/profile?user_id=-1')).statusCode).toBe(400);
    expect((await call('GET', '/v1/xp/profile?user_id=99999999')).statusCode).toBe(404);
  });

  it('awards a comment, shows it in the popup, the history and the point list, and confirms it read', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const reader = await buildSignedInUser(t.ctx.db);
    const tbId = await writePost(author);
    expect((await comment(reader, tbId)).statusCode).toBe(200);

    expect(await popup(reader)).toMatchObject({ dailyXP: 10, dailyCap: 800, totalXP: 10, xpGained: 10, xpUsed: 0, level: 1, level_next: 150 });
    const page = await history(reader);
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(page.items[0]).toMatchObject({ reason: 'comment', xp: 10, requested: 10, total_after: 10, level_up: false });

    // The page's start-up call for a member: message ok, and the data whose first item is the new-point indicator.
    expect((await call('GET', '/gnb/xp/v2/notify?version=3', reader)).json()).toMatchObject({ status: 1, message: 'ok' });
    const unread = await notify(reader);
    expect(unread.count).toBe(1);
    expect(unread.notRead[0]).toMatchObject({ noti_id: expect.any(Number), type: 3, reason: 'comment', xp: 10 });
    const confirmed = await call('POST', '/gnb/xp/confirm', reader, { noti_id: unread.notRead[0].noti_id });
    expect(confirmed.json().data).toEqual({ count: 0 });
    expect((await notify(reader)).notRead).toEqual([]);

    const profile = (await call('GET', `/v1/xp/profile?user_id=${reader.user.id}`)).json().data;
    expect(profile).toMatchObject({ user_id: reader.user.id, name: reader.user.name, totalXP: 10, by_reason: [{ reason: 'comment', xp: 10, count: 1 }] });
  });

  it("gives a talk post's author XP once per member who likes it, however often they toggle, and none for liking oneself", async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const fan = await buildSignedInUser(t.ctx.db);
    const tbId = await writePost(author);
    for (let i = 0; i < 3; i++) expect((await call('POST', '/talkboard/v3/vote', fan, { tb_id: tbId })).statusCode).toBe(200);
    await call('POST', '/talkboard/v3/vote', author, { tb_id: tbId });
    expect((await popup(author)).totalXP).toBe(5);
    expect((await notify(author)).notRead.map((n: { type: number; reason: string }) => [n.type, n.reason])).toEqual([[1, 'talk_like']]);
  });

  it('marks the event that crosses a level floor as a level-up (indicator 2), and confirms all without a noti_id', async () => {
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 145 });
    const tbId = await writePost(member);
    await comment(member, tbId);
    expect((await popup(member)).level).toBe(2);
    const unread = await notify(member);
    expect(unread.notRead[0]).toMatchObject({ type: 2, total_after: 155 });
    expect((await history(member)).items[0].level_up).toBe(true);
    expect((await call('POST', '/gnb/xp/confirm', member, {})).json().data).toEqual({ count: 0 });
  });
});

describe('the daily cap', () => {
  it('holds exactly at 800 per day in Korea when awards arrive at once, and records what the cap cut', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const awards = Array.from({ length: 30 }, (_, i) =>
      t.ctx.db.transaction((tx) => awardXp(tx, { userId: member.user.id, reason: 'submission', itemKey: `parallel:${i}`, amount: 35 })),
    );
    const granted = await Promise.all(awards);
    expect(granted.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(DAILY_XP_CAP);
    const summary = await popup(member);
    expect(summary).toMatchObject({ dailyXP: 800, totalXP: 800 });
    const [recorded] = await t.ctx.db.select({ n: count() }).from(xpEvents).where(eq(xpEvents.userId, member.user.id));
    expect(recorded!.n).toBe(30);
    const capped = (await history(member, 1)).items.filter((item: { xp: number; requested: number }) => item.xp < item.requested);
    expect(capped.length).toBeGreaterThan(0);
    // The next day in Korea starts a new allowance.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await t.ctx.db.transaction((tx) => awardXp(tx, { userId: member.user.id, reason: 'submission', itemKey: 'next-day', amount: 35, at: tomorrow }))).toBe(35);
  });

  it('counts the day by Korean midnight, not UTC', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const award = (itemKey: string, at: string, amount: number) =>
      t.ctx.db.transaction((tx) => awardXp(tx, { userId: member.user.id, reason: 'submission', itemKey, amount, at: new Date(at) }));
    expect(await award('a', '2026-03-01T14:30:00Z', 800)).toBe(800); // 23:30 in Korea
    expect(await award('b', '2026-03-01T15:30:00Z', 50)).toBe(50); // 00:30 the next day in Korea
    expect(await award('c', '2026-03-02T10:00:00Z', 800)).toBe(750);
  });
});

describe('idempotency', () => {
  it('awards an item once, even when awarded again at once', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const same = () => t.ctx.db.transaction((tx) => awardXp(tx, { userId: member.user.id, reason: 'talk_like', itemKey: 'talk:1:2', amount: 5 }));
    const results = await Promise.all([same(), same(), same()]);
    expect(results.filter((r) => r === 5)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(2);
    const [row] = await t.ctx.db.select({ totalXp: users.totalXp }).from(users).where(eq(users.id, member.user.id));
    expect(row!.totalXp).toBe(5);
  });

  it('awards a scored submission once: re-scoring it earns nothing more', async () => {
    const { competition, dataset } = await buildCompetition(t.ctx, { input: { daily_limit: 50 } });
    const member = await buildSignedInUser(t.ctx.db);
    await joinCompetition(t.ctx.db, competition, member.user);
    const body = multipartBody({ cpt_id: competition.id }, { name: 'sub.csv', content: dataset.submission(0.3, 9) });
    const submitted = await t.app.inject({ method: 'POST', url: '/api/submission', payload: body.payload, headers: { ...member.headers, ...body.headers } });
    expect(submitted.statusCode).toBe(201);
    const submissionId = submitted.json().data.submission.id as number;

    const worker = startGradingWorker(t.ctx, { loop: false });
    const drain = async () => {
      for (let i = 0; i < 20; i++) {
        await t.ctx.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.state, 'queued'));
        if (!(await worker.runOnce())) return;
      }
    };
    await drain();
    expect(await popup(member)).toMatchObject({ totalXP: 20 });
    expect((await notify(member)).notRead[0]).toMatchObject({ type: 4, reason: 'submission', xp: 20 });

    await enqueueJob(t.ctx.db, { queue: GRADING_QUEUE, payload: { submissionId, competitionId: competition.id, rescore: 2 } });
    await drain();
    await worker.stop();
    expect(await popup(member)).toMatchObject({ totalXP: 20 });
    expect((await history(member)).total).toBe(1);
  });

  it('awards the finish of a competition by rank at its close, once', async () => {
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { starts_at: new Date(Date.now() - 20 * 86_400_000) } });
    const members = [];
    for (let i = 0; i < 3; i++) {
      // Level 3 before and after, so the finish is announced as itself rather than as a level-up.
      const member = await buildSignedInUser(t.ctx.db, { totalXp: 600 });
      const team = await joinCompetition(t.ctx.db, competition, member.user);
      await buildScoredSubmission(t.ctx.db, { competitionId: competition.id, teamId: team.id, userId: member.user.id, publicScore: i + 1, privateScore: i + 1 });
      members.push(member);
    }
    await t.ctx.db
      .update(competitions)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(competitions.id, competition.id));
    expect((await call('POST', `/v1/competitions/${competition.id}/close`, host)).statusCode).toBe(200);
    expect((await call('POST', `/v1/competitions/${competition.id}/close`, host)).statusCode).toBe(409);
    const totals = await Promise.all(members.map(async (m) => (await popup(m)).totalXP));
    expect(totals).toEqual([1100, 1000, 900]);
    expect((await notify(members[2]!)).notRead[0]).toMatchObject({ type: 7, reason: 'competition', xp: 300 });
    const rows = await t.ctx.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.reason, 'competition'), eq(xpEvents.itemKey, `competition:${competition.id}`)));
    expect(rows).toHaveLength(3);
  });
});
