import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './kst-input.ts';

describe('local date inputs', () => {
  it('reads and writes Korean time', () => {
    expect(toLocalInput('2026-03-04T05:06:00.000Z')).toBe('2026-03-04T14:06');
    expect(toLocalInput('2026-03-04T20:00:00.000Z')).toBe('2026-03-05T05:00');
    expect(fromLocalInput('2026-03-04T14:06')).toBe('2026-03-04T05:06:00.000Z');
  });
  it('treats empty text as no date', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
