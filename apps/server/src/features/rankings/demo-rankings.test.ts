import { DAILY_XP_CAP } from '@madang/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xpEvents } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoXp } from '../xp/demo-xp.ts';
import { seedRankings } from './demo-rankings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo XP and rankings', () => {
  it('writes histories that add up to each total within the daily cap, all read, and fills the ranking past one page', async () => {
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 320 });
    const leader = await buildSignedInUser(t.ctx.db, { totalXp: 2_780 });
    const rankers = await seedRankings(t.ctx.db, { people: [member.user.id, leader.user.id] });
    expect(rankers).toHaveLength(30);
    const now = new Date();
    await seedDemoXp(t.ctx.db, { userIds: [member.user.id, leader.user.id, ...rankers], memberId: member.user.id, now });

    for (const person of [member, leader]) {
      const summary = (await t.app.inject({ url: '/api/v1/xp/popup', headers: person.headers })).json().data;
      const history = (await t.app.inject({ url: '/api/gnb/xp/history/v2', headers: person.headers })).json().data;
      const [sum] = await t.ctx.db
        .select({ xp: sql<number>`sum(${xpEvents.amount})`.mapWith(Number) })
        .from(xpEvents)
        .where(eq(xpEvents.userId, person.user.id));
      expect(sum!.xp).toBe(summary.totalXP);
      expect(history.total).toBeGreaterThan(3);
    }
    const [busiest] = await t.ctx.db
      .select({ xp: sql<number>`max(day_xp)`.mapWith(Number) })
      .from(sql`(select sum(amount) as day_xp from xp_events group by user_id, kst_day) days`);
    expect(busiest!.xp).toBeLessThanOrEqual(DAILY_XP_CAP);
    expect((await t.app.inject({ url: '/api/gnb/xp/v2/notify?version=3', headers: member.headers })).json().data.count).toBe(0);

    const first = (await t.app.inject({ url: '/api/V2/ranking/list/1?tab=xp' })).json().data;
    expect(first.total).toBeGreaterThan(first.page_size);
    const jeju = (await t.app.inject({ url: '/api/V2/ranking/list/1?tab=xp&category=jeju' })).json().data;
    expect(jeju.items.length).toBeGreaterThan(0);
  });
});
