import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingPoints, xpEvents } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { kstDay } from '../xp/kst-day.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;
const DAY = 86_400_000;

const call = (method: 'GET' | 'POST', url: string, member?: Member, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...member?.headers, ...headers }, ...(payload ? { payload } : {}) });

/** Members with ranking points from one closed competition; each test gets its own, so `category` keeps views apart. */
async function rankedMembers(points: number[], options: { awardedAt?: Date } = {}) {
  const { competition } = await buildCompetition(t.ctx);
  const members: Member[] = [];
  for (const [index, value] of points.entries()) {
    const member = await buildSignedInUser(t.ctx.db);
    const team = await joinCompetition(t.ctx.db, competition, member.user);
    await t.ctx.db
      .insert(rankingPoints)
      .values({ competitionId: competition.id, userId: member.user.id, teamId: team.id, rank: index + 1, points: value, awardedAt: options.awardedAt ?? new Date() });
    members.push(member);
  }
  return members;
}

describe('ranking list', () => {
  it('ranks a category by points with pages, for visitors too, and puts members in it by their own choice', async () => {
    const members = await rankedMembers([30_000, 9_000, 2_000, 500]);
    for (const member of members) {
      const saved = await call('POST', '/v1/ranking/category', member, { affiliation: 'grad', region: 'jeju' });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const outsider = (await rankedMembers([40_000]))[0]!;
    await call('POST', '/v1/ranking/category', outsider, { affiliation: 'undergrad', region: null });

    const first = (await call('GET', '/V2/ranking/list/1?tab=competition&type=all&category=grad&more=2')).json().data;
    expect(first).toMatchObject({ page: 1, page_size: 2, total: 4 });
    expect(first.items.map((e: { user_id: number }) => e.user_id)).toEqual([members[0]!.user.id, members[1]!.user.id]);
    expect(first.items[0]).toMatchObject({ rank: 1, score: 30_000, tier: 'challenger', finishes: 1, best_rank: 1, affiliation: 'grad', region: 'jeju' });
    const second = (await call('GET', '/V2/ranking/list/2?tab=competition&type=all&category=grad&more=2')).json().data;
    expect(second.items.map((e: { rank: number; tier: string }) => [e.rank, e.tier])).toEqual([
      [3, 'silver'],
      [4, 'bronze'],
    ]);
    const beyond = (await call('GET', '/V2/ranking/list/9?category=grad&more=2')).json().data;
    expect(beyond).toMatchObject({ items: [], total: 4 });

    const jeju = (await call('GET', '/V2/ranking/list/1?category=jeju&more=100')).json().data;
    expect(jeju.items.map((e: { user_id: number }) => e.user_id)).not.toContain(outsider.user.id);
    const undergrad = (await call('GET', '/V2/ranking/list/1?category=undergrad&more=100')).json().data;
    expect(undergrad.items.map((e: { user_id: number }) => e.user_id)).toContain(outsider.user.id);
  });

  it('fades points with time, and the season counts only this year in Korea', async () => {
    const [old] = await rankedMembers([10_000], { awardedAt: new Date(Date.now() - 800 * DAY) });
    await call('POST', '/v1/ranking/category', old!, { affiliation: 'hyundai', region: null });
    const all = (await call('GET', '/V2/ranking/list/1?category=hyundai')).json().data;
    expect(all.items[0].score).toBeCloseTo(10_000 * Math.exp(-800 / 500), 0);
    const season = (await call('GET', '/V2/ranking/list/1?type=season&category=hyundai')).json().data;
    expect(season).toMatchObject({ items: [], total: 0 });
  });

  it('ranks by XP on the xp tab, all time by total and this season by what was earned', async () => {
    const a = await buildSignedInUser(t.ctx.db, { totalXp: 5_000 });
    const b = await buildSignedInUser(t.ctx.db, { totalXp: 300 });
    for (const member of [a, b]) await call('POST', '/v1/ranking/category', member, { affiliation: 'student', region: 'non_jeju' });
    await t.ctx.db
      .insert(xpEvents)
      .values({ userId: b.user.id, reason: 'comment', itemKey: 'comment:test', amount: 300, requested: 300, totalAfter: 300, kstDay: kstDay(new Date()) });
    const all = (await call('GET', '/V2/ranking/list/1?tab=xp&category=student')).json().data;
    expect(all.items.map((e: { user_id: number; score: number; level: number }) => [e.user_id, e.score, e.level])).toEqual([
      [a.user.id, 5_000, 4],
      [b.user.id, 300, 2],
    ]);
    const season = (await call('GET', '/V2/ranking/list/1?tab=xp&type=season&category=student')).json().data;
    expect(season.items.map((e: { user_id: number }) => e.user_id)).toEqual([b.user.id]);
  });

  it('refuses bad filters with a 400 in the request language', async () => {
    for (const url of [
      '/V2/ranking/list/0',
      '/V2/ranking/list/x',
      '/V2/ranking/list/1?tab=money',
      '/V2/ranking/list/1?category=mars',
      '/V2/ranking/list/1?more=1000',
      '/V2/ranking/list/1?type=week',
    ]) {
      const response = await call('GET', url, undefined, undefined, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(400);
    }
    const member = await buildSignedInUser(t.ctx.db);
    expect((await call('POST', '/v1/ranking/category', member, { affiliation: 'alien', region: null })).statusCode).toBe(400);
    expect((await call('POST', '/v1/ranking/category', member, {})).statusCode).toBe(400);
  });
});

describe('my ranking', () => {
  it('answers visitors with not login', async () => {
    for (const [method, url] of [
      ['GET', '/V2/ranking/myinfo'],
      ['GET', '/myinfo/bronze'],
      ['POST', '/v1/ranking/category'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? { affiliation: null, region: null } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe('not login');
    }
  });

  it('gives a member their place in the view, their tier and the next tier', async () => {
    const [top, middle] = await rankedMembers([25_000, 3_000]);
    for (const member of [top!, middle!]) await call('POST', '/v1/ranking/category', member, { affiliation: null, region: 'non_jeju' });
    const mine = (await call('GET', '/V2/ranking/myinfo?tab=competition&type=all&category=non_jeju', middle)).json().data;
    expect(mine).toMatchObject({ tier: 'silver', points: 3_000, next_tier: { tier: 'gold', floor: 5_000 }, region: 'non_jeju', affiliation: null });
    expect(mine.tier).toBe(mine.entry.tier);
    expect(mine.entry.rank).toBeGreaterThan(1);
    const bronze = (await call('GET', '/myinfo/bronze', middle)).json().data;
    expect(bronze).toMatchObject({ points: 3_000, next_tier: { tier: 'gold' } });

    const newcomer = await buildSignedInUser(t.ctx.db);
    const nothing = (await call('GET', '/V2/ranking/myinfo', newcomer)).json().data;
    expect(nothing).toMatchObject({ entry: null, tier: 'bronze', points: 0, next_tier: { tier: 'silver', floor: 1_000 } });
  });
});
