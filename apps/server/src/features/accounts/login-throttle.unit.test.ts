import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, LoginThrottle } from './login-throttle.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function throttleAt(start = 1_700_000_000_000) {
  let now = start;
  const throttle = new LoginThrottle(() => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('the per-account slow-down', () => {
  it('lets the first failures through, then doubles the wait from 2 s up to 15 minutes', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(throttle.waitFor('victim@example.com', 'attacker')).toBe(0);
      throttle.recordFailure('victim@example.com', 'attacker');
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = throttle.waitFor('Victim@Example.com', 'attacker');
      waits.push(wait);
      advance(wait);
      expect(throttle.waitFor('victim@example.com', 'attacker')).toBe(0);
      throttle.recordFailure('victim@example.com', 'attacker');
    }
    expect(waits.slice(0, 6)).toEqual([2, 4, 8, 16, 32, 64].map((s) => s * SECOND));
    expect(waits.at(-1)).toBe(15 * MINUTE);
  });

  it('does not hold back an address that has not been failing, so the owner still gets in', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < FREE_FAILURES + 3; i++) throttle.recordFailure('victim@example.com', 'attacker');
    expect(throttle.waitFor('victim@example.com', 'attacker')).toBeGreaterThan(0);
    expect(throttle.waitFor('victim@example.com', 'owner-at-home')).toBe(0);
    // A wrong guess from a new address marks that address as failing too.
    throttle.recordFailure('victim@example.com', 'second-attacker');
    expect(throttle.waitFor('victim@example.com', 'second-attacker')).toBeGreaterThan(0);
  });

  it('forgets failures an hour after the last one, and at a success', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < FREE_FAILURES + 1; i++) throttle.recordFailure('a@example.com', 'x');
    expect(throttle.waitFor('a@example.com', 'x')).toBeGreaterThan(0);
    advance(61 * MINUTE);
    expect(throttle.waitFor('a@example.com', 'x')).toBe(0);

    for (let i = 0; i < FREE_FAILURES + 1; i++) throttle.recordFailure('b@example.com', 'y');
    throttle.recordSuccess('b@example.com');
    expect(throttle.waitFor('b@example.com', 'y')).toBe(0);
  });
});
