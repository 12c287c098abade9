import { describe, expect, it } from 'vitest';
import { nextTier, tierOf } from './rankings.ts';
import { competitionFinishXp, newPointKind } from './xp.ts';

describe('tiers', () => {
  it('follows the floors, and gives challenger only to the top ten who reach champion', () => {
    expect(tierOf(0, null)).toBe('bronze');
    expect(tierOf(999, 500)).toBe('bronze');
    expect(tierOf(1_000, 400)).toBe('silver');
    expect(tierOf(5_000, 300)).toBe('gold');
    expect(tierOf(20_000, 11)).toBe('champion');
    expect(tierOf(20_000, 10)).toBe('challenger');
    expect(tierOf(19_999, 1)).toBe('gold');
    expect(tierOf(50_000, null)).toBe('champion');
  });

  it('names the next tier reachable by points, and none from champion up', () => {
    expect(nextTier(0)).toEqual({ tier: 'silver', floor: 1_000 });
    expect(nextTier(1_000)).toEqual({ tier: 'gold', floor: 5_000 });
    expect(nextTier(19_999.9)).toEqual({ tier: 'champion', floor: 20_000 });
    expect(nextTier(20_000)).toBeNull();
  });
});

describe('XP events', () => {
  it('pays a finish by rank: 500, 400, 300, 200 in the top tenth, 100 otherwise', () => {
    expect([1, 2, 3].map((rank) => competitionFinishXp(rank, 100))).toEqual([500, 400, 300]);
    expect(competitionFinishXp(10, 100)).toBe(200);
    expect(competitionFinishXp(11, 100)).toBe(100);
    expect(competitionFinishXp(4, 5)).toBe(100);
  });

  it.each([
    ['comment', 10, 50, 3],
    ['submission', 20, 120, 4],
    ['competition', 100, 400, 7],
    ['talk_like', 5, 60, 1],
    ['code_like', 5, 60, 1],
    ['comment', 10, 150, 2],
    ['submission', 20, 10_010, 2],
  ] as const)('indicates %s of %i XP reaching %i as %i', (reason, amount, totalAfter, kind) => {
    expect(newPointKind({ reason, amount, totalAfter })).toBe(kind);
  });
});
