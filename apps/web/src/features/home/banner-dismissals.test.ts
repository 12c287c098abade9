import { describe, expect, it } from 'vitest';
import { hideBannerForToday, isBannerHiddenToday } from './banner-dismissals.ts';

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};

describe('popup banner dismissals', () => {
  it('hide one banner until midnight in Korea, apart from the notices hidden under the same ids', () => {
    const storage = memory({ 'notice-popup-hidden': JSON.stringify({ 7: '2026-11-23' }) });
    const evening = new Date('2026-11-23T14:00:00Z');
    expect(isBannerHiddenToday(storage, 7, evening)).toBe(false);
    hideBannerForToday(storage, 7, evening);
    expect(isBannerHiddenToday(storage, 7, new Date('2026-11-23T14:59:00Z'))).toBe(true);
    expect(isBannerHiddenToday(storage, 8, evening)).toBe(false);
    expect(isBannerHiddenToday(storage, 7, new Date('2026-11-23T15:00:00Z'))).toBe(false);
    expect(storage.items.get('notice-popup-hidden')).toBe(JSON.stringify({ 7: '2026-11-23' }));
  });

  it('read a damaged record as none', () => {
    expect(isBannerHiddenToday(memory({ 'banner-popup-hidden': '{not json' }), 1, new Date())).toBe(false);
  });
});
