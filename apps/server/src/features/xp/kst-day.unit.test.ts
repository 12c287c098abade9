import { describe, expect, it } from 'vitest';
import { seasonStart } from '../rankings/ranking-query.ts';
import { kstDay } from './kst-day.ts';

describe('days and seasons in Korea', () => {
  it('turns the day at 15:00 UTC', () => {
    expect(kstDay(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(kstDay(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('starts the season at New Year in Korea', () => {
    expect(seasonStart(new Date('2026-12-31T15:30:00Z')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(seasonStart(new Date('2026-12-31T14:30:00Z')).toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});
