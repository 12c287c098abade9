import { describe, expect, it } from 'vitest';
import { dDay, daysLeft, elapsedShare } from './competition-timing.ts';

const now = new Date(2025, 5, 10, 15, 0);

describe('competition timing', () => {
  it('counts calendar days left', () => {
    expect(daysLeft(new Date(2025, 5, 13, 9, 0).toISOString(), now)).toBe(3);
    expect(daysLeft(new Date(2025, 5, 10, 23, 59).toISOString(), now)).toBe(0);
  });

  it('labels upcoming, open, last-day and closed competitions', () => {
    const start = new Date(2025, 5, 1).toISOString();
    expect(dDay(new Date(2025, 5, 20).toISOString(), new Date(2025, 6, 1).toISOString(), now)).toEqual({ kind: 'upcoming' });
    expect(dDay(start, new Date(2025, 5, 13, 9, 0).toISOString(), now)).toEqual({ kind: 'open', days: 3 });
    expect(dDay(start, new Date(2025, 5, 10, 23, 59).toISOString(), now)).toEqual({ kind: 'today' });
    expect(dDay(start, new Date(2025, 5, 10, 9, 0).toISOString(), now)).toEqual({ kind: 'closed' });
  });

  it('measures the elapsed share of the period', () => {
    const start = new Date(2025, 5, 10, 0, 0).toISOString();
    const end = new Date(2025, 5, 11, 6, 0).toISOString();
    expect(elapsedShare(start, end, now)).toBeCloseTo(0.5);
    expect(elapsedShare(end, start, now)).toBe(1);
    expect(elapsedShare(new Date(2025, 6, 1).toISOString(), new Date(2025, 6, 2).toISOString(), now)).toBe(0);
  });
});
