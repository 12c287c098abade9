import { describe, expect, it } from 'vitest';
import { sinceText } from './since-text.ts';

const NOW = Date.parse('2026-11-26T08:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('sinceText', () => {
  it('says the catalog word, not Intl\'s "this minute", under a minute', () => {
    expect(sinceText(before(20_000), 'ko', '방금', NOW)).toBe('방금');
    expect(sinceText(before(0), 'en', 'just now', NOW)).toBe('just now');
  });

  it('counts minutes, hours and days in the language, then shows the date', () => {
    expect(sinceText(before(3 * 60_000), 'ko', '방금', NOW)).toBe('3분 전');
    expect(sinceText(before(2 * 3_600_000), 'en', 'just now', NOW)).toBe('2 hours ago');
    expect(sinceText(before(24 * 3_600_000), 'en', 'just now', NOW)).toBe('yesterday');
    expect(sinceText(before(10 * 24 * 3_600_000), 'en', 'just now', NOW)).not.toMatch(/ago/);
  });
});
