import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt.ts';

describe('post excerpts', () => {
  it('keep the words of a markdown text and drop its marks, code and images', () => {
    const text = '# 제목\n\n- **time-based** split, not K-fold\n1. see [the docs](https://example.com)\n\n```python\nprint(1)\n```\n![chart](a.png) > quoted';
    expect(excerptOf(text)).toBe('제목 time-based split, not K-fold see the docs quoted');
  });

  it('cut long texts with an ellipsis at the given length', () => {
    const cut = excerptOf('가'.repeat(300), 10);
    expect(cut).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
    expect(excerptOf('short', 10)).toBe('short');
  });

  it('cut between words when a word ends near the limit', () => {
    expect(excerptOf('alpha beta gamma delta', 14)).toBe('alpha beta…');
    expect(excerptOf('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(excerptOf('데이터 분석 대회 안내입니다', 12)).toBe('데이터 분석 대회…');
  });

  it('drop emphasis marks without splitting the word they sit in, and keep snake_case names', () => {
    expect(excerptOf('**토요일 02시**부터 `train_v2.csv`를 _꼭_ 받으세요 ~~취소~~ 02:00~04:00')).toBe('토요일 02시부터 train_v2.csv를 꼭 받으세요 취소 02:00~04:00');
  });

  it('stay linear on hostile bodies', () => {
    // Four times the input may take about four times as long, not sixteen (quadratic); both measured in one run.
    const time = (repeats: number) => {
      const started = performance.now();
      for (const unit of ['[', '![', '[x](', ' \n']) excerptOf(unit.repeat(repeats));
      return performance.now() - started;
    };
    time(5_000);
    const quarter = Math.min(time(5_000), time(5_000));
    const whole = Math.min(time(20_000), time(20_000));
    expect(whole).toBeLessThan(8 * quarter + 20);
  });
});
