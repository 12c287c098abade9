import { describe, expect, it } from 'vitest';
import { formatBytes, formatScore, localized } from './format.ts';

describe('format', () => {
  it('falls back to the other language when a text is missing', () => {
    expect(localized({ ko: '안녕', en: 'Hello' }, 'en')).toBe('Hello');
    expect(localized({ ko: '안녕', en: ' ' }, 'en')).toBe('안녕');
    expect(localized({ ko: '', en: 'Hello' }, 'ko')).toBe('Hello');
  });

  it('prints sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(64_615)).toBe('63 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });

  it('prints scores without noise', () => {
    expect(formatScore(0.123456789)).toBe('0.12346');
    expect(formatScore(2)).toBe('2');
    expect(formatScore(null)).toBe('-');
  });
});
