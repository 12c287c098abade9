import { describe, expect, it } from 'vitest';
import { inLanguage } from './presenter.ts';

describe('inLanguage', () => {
  it('gives the asked language, or the other one when the asked one is empty', () => {
    expect(inLanguage({ ko: '공지', en: 'Notice' }, 'en')).toBe('Notice');
    expect(inLanguage({ ko: '공지', en: 'Notice' }, 'ko')).toBe('공지');
    expect(inLanguage({ ko: '공지', en: '' }, 'en')).toBe('공지');
    expect(inLanguage({ ko: '', en: 'Notice' }, 'ko')).toBe('Notice');
  });
});
