import { describe, expect, it } from 'vitest';
import { scheduleLabel } from './schedule-label.ts';

const now = new Date('2025-03-10T03:00:00Z');
const base = { status: 'active' as const, d_day: 5, starts_at: '2025-03-01T00:00:00Z' };

describe('scheduleLabel', () => {
  it('counts down while open and says so on the last day', () => {
    expect(scheduleLabel({ ...base, phase: 'open' }, now)).toEqual({ key: 'open', days: 5 });
    expect(scheduleLabel({ ...base, phase: 'open', d_day: 0 }, now)).toEqual({ key: 'lastDay' });
  });

  it('shows days until the start of an upcoming competition, at least one', () => {
    expect(scheduleLabel({ ...base, phase: 'upcoming', starts_at: '2025-03-13T00:00:00Z' }, now)).toEqual({ key: 'upcoming', days: 3 });
    expect(scheduleLabel({ ...base, phase: 'upcoming', starts_at: '2025-03-10T04:00:00Z' }, now)).toEqual({ key: 'upcoming', days: 1 });
  });

  it('never counts down a practice competition', () => {
    expect(scheduleLabel({ ...base, status: 'practice', phase: 'open', d_day: 300 }, now)).toEqual({ key: 'practice' });
  });

  it('names the phase after the end', () => {
    expect(scheduleLabel({ ...base, phase: 'ended', d_day: -2 }, now)).toEqual({ key: 'ended' });
    expect(scheduleLabel({ ...base, phase: 'closed', d_day: -9 }, now)).toEqual({ key: 'closed' });
  });
});
