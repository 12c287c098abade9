import { describe, expect, it } from 'vitest';
import { KST } from './dates.ts';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters', () => {
  it('are made once per locale and options', () => {
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    expect(numberFormat('ko', compact)).toBe(numberFormat('ko', { ...compact }));
    expect(numberFormat('en', compact)).not.toBe(numberFormat('ko', compact));
    expect(numberFormat('ko', { maximumFractionDigits: 0 })).not.toBe(numberFormat('ko', compact));
    expect(dateTimeFormat('ko-KR', { timeZone: KST })).toBe(dateTimeFormat('ko-KR', { timeZone: KST }));
    expect(dateTimeFormat('ko-KR', { timeZone: KST })).not.toBe(dateTimeFormat('ko-KR', { timeZone: 'UTC' }));
  });

  it('format as a new formatter does', () => {
    const at = new Date('2026-11-26T15:30:00Z');
    const options: Intl.DateTimeFormatOptions = { timeZone: KST, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    expect(dateTimeFormat('ko-KR', options).format(at)).toBe(new Intl.DateTimeFormat('ko-KR', options).format(at));
    expect(numberFormat('ko', { notation: 'compact' }).format(12_345_678)).toBe(new Intl.NumberFormat('ko', { notation: 'compact' }).format(12_345_678));
  });
});
