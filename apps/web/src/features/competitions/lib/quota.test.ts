import { describe, expect, it } from 'vitest';
import { formatResetTime, timeUntil } from './quota.ts';

describe('timeUntil', () => {
  it('splits the time to the reset into hours and minutes, rounding up', () => {
    const now = new Date('2025-03-10T10:29:30Z');
    expect(timeUntil('2025-03-10T15:00:00Z', now)).toEqual({ hours: 4, minutes: 31 });
  });

  it('is zero once the reset has passed', () => {
    expect(timeUntil('2025-03-10T15:00:00Z', new Date('2025-03-10T16:00:00Z'))).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('formatResetTime', () => {
  it('shows Korean midnight in Korean time for every user', () => {
    expect(formatResetTime('2025-03-10T15:00:00Z', 'en')).toMatch(/Mar 11.*00:00/);
  });
});
