import { describe, expect, it } from 'vitest';
import { DEFAULT_TTL_MS, RANKING_TTL_MS, ResponseCache, STATS_TTL_MS } from './response-cache.ts';

const HOUR = 3_600_000;

/** A cache on a clock the test moves, and a computation that answers how often it ran. */
function cacheOnClock() {
  const clock = { now: 1_000_000 };
  const cache = new ResponseCache(() => clock.now);
  let runs = 0;
  const read = (name: string, ttlMs: number, group: number | 'global' = 'global') => cache.get({ group, name }, ttlMs, async () => ++runs);
  return { clock, cache, read };
}

describe('the response cache', () => {
  it('keeps an entry for its lifetime and computes it again once that has passed', async () => {
    const { clock, read } = cacheOnClock();
    for (const ttl of [DEFAULT_TTL_MS, RANKING_TTL_MS, STATS_TTL_MS]) {
      const first = await read(`entry-${ttl}`, ttl);
      clock.now += ttl - 1;
      expect(await read(`entry-${ttl}`, ttl), `${ttl} ms`).toBe(first);
      clock.now += 1;
      expect(await read(`entry-${ttl}`, ttl), `${ttl} ms`).toBe(first + 1);
    }
  });

  it('keeps nothing longer than an hour, whatever lifetime is asked for', async () => {
    const { clock, read } = cacheOnClock();
    const first = await read('long', 24 * HOUR);
    clock.now += HOUR - 1;
    expect(await read('long', 24 * HOUR)).toBe(first);
    clock.now += 1;
    expect(await read('long', 24 * HOUR)).toBe(first + 1);
  });

  it('holds at most 500 entries, dropping the one stored longest ago', async () => {
    const { read } = cacheOnClock();
    const firsts = new Map<number, number>();
    for (let i = 0; i < 501; i++) firsts.set(i, await read(`n${i}`, HOUR));
    // Entry 0 made room for entry 500; entries 1 to 500 are still served as they were.
    for (let i = 1; i <= 500; i++) expect(await read(`n${i}`, HOUR)).toBe(firsts.get(i));
    expect(await read('n0', HOUR)).toBe(502);
  });

  it("drops a competition's entries on invalidation and keeps the others", async () => {
    const { cache, read } = cacheOnClock();
    const board = await read('board', RANKING_TTL_MS, 7);
    const other = await read('board', RANKING_TTL_MS, 8);
    cache.invalidate(7);
    expect(await read('board', RANKING_TTL_MS, 7)).not.toBe(board);
    expect(await read('board', RANKING_TTL_MS, 8)).toBe(other);
  });
});
