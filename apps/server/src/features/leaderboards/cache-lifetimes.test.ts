import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ResponseCache } from './response-cache.ts';

const MINUTE = 60_000;

let t: TestApp;
const clock = { now: Date.now() };
beforeAll(async () => {
  t = await createTestApp();
  // The routes read the context's cache on every request: this one expires by the test's clock.
  t.ctx.cache = new ResponseCache(() => clock.now);
});
afterAll(() => t.close());

describe('the lifetimes of cached answers', () => {
  it('keeps /competition/cpt_stats five minutes', async () => {
    const participants = async () => (await t.app.inject({ url: '/api/competition/cpt_stats?version=2' })).json().data.participants as number;
    const { competition } = await buildCompetition(t.ctx);
    const before = await participants();
    await joinCompetition(t.ctx.db, competition, (await buildSignedInUser(t.ctx.db)).user);

    clock.now += 5 * MINUTE - 1;
    expect(await participants()).toBe(before);
    clock.now += 1;
    expect(await participants()).toBe(before + 1);
  });

  it('keeps rankings and boards three minutes, and the public board’s competition lookup sixty seconds', async () => {
    const { competition } = await buildCompetition(t.ctx);
    const lifetimes = new Map<string, number>();
    const get = vi.spyOn(t.ctx.cache, 'get');
    for (const url of ['/api/V2/ranking/list/1', '/api/main/now_ranking_data', `/api/leaderboard/V2/public?cpt_id=${competition.id}`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    for (const [key, ttl] of get.mock.calls) lifetimes.set(key.name, ttl);
    get.mockRestore();

    expect(lifetimes.get('ranking:competition:all:all:1:20')).toBe(3 * MINUTE);
    expect(lifetimes.get('now_ranking')).toBe(3 * MINUTE);
    expect(lifetimes.get('board:public:all')).toBe(3 * MINUTE);
    expect(lifetimes.get(`competition:${competition.id}`)).toBe(MINUTE);
  });
});
