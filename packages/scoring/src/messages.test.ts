import { describe, expect, it } from 'vitest';
import { formatScoringError, scoringMessages } from './messages.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

describe('scoringMessages', () => {
  it('has the same keys and placeholders in Korean and English', () => {
    expect(Object.keys(scoringMessages.ko).sort()).toEqual(Object.keys(scoringMessages.en).sort());
    for (const key of Object.keys(scoringMessages.en) as (keyof typeof scoringMessages.en)[]) {
      expect(placeholders(scoringMessages.ko[key]), key).toEqual(placeholders(scoringMessages.en[key]));
    }
  });

  it('says "line" for rows in both languages', () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const text of Object.values(scoringMessages[locale])) {
        if (text.includes('{row}')) expect(text).toMatch(locale === 'ko' ? /\{row\}번째 줄/ : /[Ll]ine \{row\}/);
      }
    }
  });

  it('keeps the spec message for corrupted files', () => {
    expect(scoringMessages.en['submission.corrupted']).toContain('The file is corrupted or in an invalid format.');
  });

  it('fills placeholders', () => {
    const problem = { key: 'submission.duplicate_id', row: 12, column: 'id', value: 'A7', first: 3 } as const;
    expect(formatScoringError(problem, 'en')).toBe('Line 12, column id: the id "A7" already appeared on line 3.');
    expect(formatScoringError({ problem }, 'ko')).toBe('12번째 줄 id 열: ID "A7"가 3번째 줄에 이미 있습니다.');
    expect(formatScoringError({ key: 'truth.empty_cell', row: 4, column: 'y' }, 'en')).toBe('Ground truth: Line 4, column y is empty.');
  });
});
