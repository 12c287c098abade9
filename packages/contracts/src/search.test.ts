import { describe, expect, it } from 'vitest';
import { containsPattern, excerptAround, highlightParts, searchKeywordSchema } from './search.ts';

describe('search keyword', () => {
  it('trims, folds spaces and refuses empty and too long keywords with their own keys', () => {
    expect(searchKeywordSchema.parse('  전력   수요 ')).toBe('전력 수요');
    expect(searchKeywordSchema.safeParse('   ').error?.issues[0]?.message).toBe('validation.search_empty');
    expect(searchKeywordSchema.safeParse('가'.repeat(51)).error?.issues[0]?.message).toBe('validation.search_too_long');
    expect(searchKeywordSchema.safeParse('가'.repeat(50)).success).toBe(true);
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\data')).toBe('%c:\\\\data%');
    expect(containsPattern('xgboost')).toBe('%xgboost%');
  });
});

describe('highlightParts', () => {
  it('marks every match, ignoring case, and keeps the original letters', () => {
    expect(highlightParts('XGBoost vs xgboost', 'xgboost')).toEqual([
      { text: 'XGBoost', match: true },
      { text: ' vs ', match: false },
      { text: 'xgboost', match: true },
    ]);
    expect(highlightParts('전력 수요 예측', '수요')).toEqual([
      { text: '전력 ', match: false },
      { text: '수요', match: true },
      { text: ' 예측', match: false },
    ]);
  });

  it('treats wildcards and regex characters literally and leaves text without a match alone', () => {
    expect(highlightParts('a.b a+b', 'a+b')).toEqual([
      { text: 'a.b ', match: false },
      { text: 'a+b', match: true },
    ]);
    expect(highlightParts('nothing here', '%')).toEqual([{ text: 'nothing here', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});

describe('excerptAround', () => {
  it('shows the text around the first match of a long body', () => {
    const body = `${'앞부분 '.repeat(60)}핵심 키워드 ${'뒷부분 '.repeat(60)}`;
    const excerpt = excerptAround(body, '핵심');
    expect(excerpt).toContain('핵심');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerptAround('# 제목\n짧은 본문', '없음')).toBe('제목 짧은 본문');
  });
});
