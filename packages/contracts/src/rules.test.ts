import { describe, expect, it } from 'vitest';
import { isUsableToken } from './session-token.ts';
import { levelFromXp } from './xp-level.ts';

describe('isUsableToken', () => {
  it('refuses missing, empty, blank and purely numeric tokens', () => {
    for (const token of [undefined, null, '', '   ', '0', '12345']) expect(isUsableToken(token)).toBe(false);
  });
  it('accepts anything else', () => {
    for (const token of ['abc', '123abc', 'eyJhbGciOi.x.y']) expect(isUsableToken(token)).toBe(true);
  });
});

describe('levelFromXp', () => {
  it.each([
    [0, 1, 0, 150],
    [149, 1, 0, 150],
    [150, 2, 150, 500],
    [499, 2, 150, 500],
    [500, 3, 500, 2500],
    [2500, 4, 2500, 10000],
    [9999, 4, 2500, 10000],
    [10000, 5, 10000, 20000],
  ])('%i XP is level %i (from %i, next %i)', (xp, level, floor, next) => {
    expect(levelFromXp(xp)).toMatchObject({ level, floor, next });
  });
  it('fills the level-5 bar at 20000 and never goes past it', () => {
    expect(levelFromXp(15000).progress).toBeCloseTo(0.5);
    expect(levelFromXp(20000).progress).toBe(1);
    expect(levelFromXp(99999)).toMatchObject({ level: 5, progress: 1 });
  });
  it('treats negative XP as zero', () => {
    expect(levelFromXp(-10)).toMatchObject({ level: 1, progress: 0 });
  });
});
