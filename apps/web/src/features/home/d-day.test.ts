import { describe, expect, it } from 'vitest';
import { dDayOf } from './d-day.ts';

describe('dDayOf', () => {
  it('labels upcoming, open, last-day and finished competitions', () => {
    expect(dDayOf({ phase: 'upcoming', d_day: 30 })).toEqual({ kind: 'upcoming' });
    expect(dDayOf({ phase: 'open', d_day: 3 })).toEqual({ kind: 'open', days: 3 });
    expect(dDayOf({ phase: 'open', d_day: 0 })).toEqual({ kind: 'today' });
    expect(dDayOf({ phase: 'ended', d_day: -2 })).toEqual({ kind: 'closed' });
    expect(dDayOf({ phase: 'closed', d_day: -40 })).toEqual({ kind: 'closed' });
  });

  it('treats an open practice competition past its end date as finished for the badge', () => {
    expect(dDayOf({ phase: 'open', d_day: -5 })).toEqual({ kind: 'closed' });
  });
});
