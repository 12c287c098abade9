import { describe, expect, it } from 'vitest';
import { bucketByKstDay, HEATMAP_DAYS, heatmapStart, kstDay } from './heatmap-days.ts';

describe('heatmap days in Korea', () => {
  it('puts a moment on the day it is in Korea, not in UTC', () => {
    expect(kstDay(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(kstDay(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('starts at midnight in Korea a year back and lists every day up to today', () => {
    const now = new Date('2026-11-24T01:00:00Z'); // 10:00 on the 24th in Korea
    expect(heatmapStart(now).toISOString()).toBe('2025-11-24T15:00:00.000Z');
    const days = bucketByKstDay([], now);
    expect(days).toHaveLength(HEATMAP_DAYS);
    expect(days[0]).toEqual({ date: '2025-11-25', count: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-11-24', count: 0 });
  });

  it('counts activity per Korean day and leaves out what is older than the year', () => {
    const now = new Date('2026-11-23T20:00:00Z'); // 05:00 on the 24th in Korea
    const days = bucketByKstDay(
      [
        new Date('2026-11-23T15:30:00Z'), // 00:30 on the 24th in Korea
        new Date('2026-11-23T14:30:00Z'), // 23:30 on the 23rd in Korea
        new Date('2026-11-23T10:00:00Z'),
        new Date('2024-01-01T00:00:00Z'),
      ],
      now,
    );
    expect(days.at(-1)).toEqual({ date: '2026-11-24', count: 1 });
    expect(days.at(-2)).toEqual({ date: '2026-11-23', count: 2 });
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });
});
