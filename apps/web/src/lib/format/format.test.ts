import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';
import { formatDate, formatPostDate, formatScheduleDate } from './dates.ts';
import { localized } from './localized.ts';
import { formatMetricName } from './metric.ts';
import { formatWon } from './money.ts';
import { formatCount, formatPoints } from './numbers.ts';
import { formatScore } from './score.ts';

describe('localized', () => {
  it('falls back to the other language when a text is missing', () => {
    expect(localized({ ko: '안녕', en: 'Hello' }, 'en')).toBe('Hello');
    expect(localized({ ko: '안녕', en: ' ' }, 'en')).toBe('안녕');
    expect(localized({ ko: '', en: 'Hello' }, 'ko')).toBe('Hello');
  });
});

describe('formatBytes', () => {
  it('prints sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(64_615)).toBe('63 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});

describe('formatWon', () => {
  it('has no amount for no prize, so no page prints 0원', () => {
    expect(formatWon(0, 'ko')).toBeNull();
    expect(formatWon(0, 'en', true)).toBeNull();
  });

  it('is short on cards and exact in tables', () => {
    expect(formatWon(10_000_000, 'ko')).toBe('1000만');
    expect(formatWon(10_000_000, 'en')).toBe('10M');
    expect(formatWon(1_500_000, 'ko', true)).toBe('1,500,000');
  });
});

describe('formatPoints and formatCount', () => {
  it('shows ranking points with one decimal on every page (24,996.2 both on the home and the ranking page)', () => {
    expect(formatPoints(24_996.2, 'ko')).toBe('24,996.2');
    expect(formatPoints(24_996.2, 'en')).toBe('24,996.2');
    expect(formatPoints(100, 'en')).toBe('100.0');
    expect(formatPoints(24_996.25, 'en')).toBe('24,996.3');
  });

  it('groups counts', () => {
    expect(formatCount(12_345, 'ko')).toBe('12,345');
  });
});

describe('formatScore', () => {
  it('keeps the decimals fixed so the scores of one board line up', () => {
    expect(formatScore(0.9981)).toBe('0.99810');
    expect(formatScore(0.99602)).toBe('0.99602');
    expect(formatScore(0.123456789)).toBe('0.12346');
    expect(formatScore(2, 2)).toBe('2.00');
    expect(formatScore(null)).toBe('-');
    expect(formatScore(Number.NaN)).toBe('-');
  });
});

describe('formatMetricName', () => {
  it('writes acronyms in capitals and other names as words', () => {
    expect(formatMetricName('rmse')).toBe('RMSE');
    expect(formatMetricName('RMSE')).toBe('RMSE');
    expect(formatMetricName('macro_f1')).toBe('Macro F1');
    expect(formatMetricName('quadratic_weighted_kappa')).toBe('Quadratic Weighted Kappa');
    expect(formatMetricName('accuracy')).toBe('Accuracy');
  });
});

describe('dates', () => {
  // 01:30 on 26 November in Korea is still 25 November in UTC, the ISO string's zone.
  const earlyMorningInSeoul = '2026-11-25T16:30:00.000Z';

  it('shows a moment on the viewer’s own day, not the UTC day of the ISO string', () => {
    expect(formatDate(earlyMorningInSeoul, 'ko', { timeZone: 'Asia/Seoul' })).toBe('2026년 11월 26일');
    expect(formatDate(earlyMorningInSeoul, 'en', { timeZone: 'Asia/Seoul' })).toBe('Nov 26, 2026');
    expect(formatDate(earlyMorningInSeoul, 'en', { timeZone: 'America/New_York' })).toBe('Nov 25, 2026');
    expect(formatDate(earlyMorningInSeoul, 'ko', { timeZone: 'Asia/Seoul', withTime: true })).toBe('2026년 11월 26일 01:30');
  });

  it('shows a competition’s schedule in Korean time, naming the zone with the time', () => {
    expect(formatScheduleDate(earlyMorningInSeoul, 'ko')).toBe('2026년 11월 26일');
    expect(formatScheduleDate(earlyMorningInSeoul, 'en', true)).toBe('Nov 26, 2026, 01:30 GMT+9');
  });

  it('shows today’s posts by their time and older ones by their date, in the viewer’s zone', () => {
    const now = new Date('2026-11-26T03:00:00.000Z');
    expect(formatPostDate(earlyMorningInSeoul, 'en', now, 'Asia/Seoul')).toBe('01:30');
    expect(formatPostDate(earlyMorningInSeoul, 'en', now, 'UTC')).toBe('11/25/2026');
  });
});

/** Every source file of the web app, to check no page formats a date behind the formatters' back. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the pages', () => {
  it('take a date from the formatters, never by cutting the UTC ISO string (a badge dated 11-25 for an 11-26 submission)', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const cut = /(_at|_time|At|date)\??\.slice\(0, ?10\)/;
    const offenders = sourceFiles(src)
      .filter((file) => cut.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
