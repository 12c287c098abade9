import { describe, expect, it } from 'vitest';
import { hideForToday, isHiddenToday, kstDay, readDismissals } from './popup-dismissals.ts';

describe('notice popup dismissals', () => {
  it('counts the day in Korean time', () => {
    expect(kstDay(new Date('2026-11-23T14:59:59Z'))).toBe('2026-11-23');
    expect(kstDay(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24');
  });

  it('hides a notice until midnight in Korea, and only that notice', () => {
    const evening = new Date('2026-11-23T14:00:00Z');
    const hidden = hideForToday({}, 7, evening);
    expect(isHiddenToday(hidden, 7, new Date('2026-11-23T14:59:00Z'))).toBe(true);
    expect(isHiddenToday(hidden, 8, evening)).toBe(false);
    expect(isHiddenToday(hidden, 7, new Date('2026-11-23T15:00:00Z'))).toBe(false);
  });

  it('forgets the days before today when it records a new one', () => {
    const next = hideForToday({ 3: '2026-11-20', 4: '2026-11-23' }, 5, new Date('2026-11-23T01:00:00Z'));
    expect(next).toEqual({ 4: '2026-11-23', 5: '2026-11-23' });
  });

  it('reads a damaged record as none', () => {
    expect(readDismissals({ getItem: () => '{not json' })).toEqual({});
    expect(readDismissals({ getItem: () => 'null' })).toEqual({});
    expect(readDismissals({ getItem: () => null })).toEqual({});
  });
});
