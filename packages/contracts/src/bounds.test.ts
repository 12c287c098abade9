import { describe, expect, it } from 'vitest';
import { bigIdSchema, dateSchema, dayStringSchema, idSchema, int4Schema, isoDateTimeSchema, jsonbSchema, textSchema } from './bounds.ts';
import { competitionCreateSchema, competitionRefSchema } from './competitions.ts';
import { noticeInputSchema } from './notices.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('the bounds every input schema is built from', () => {
  it('keeps ids inside int4 (and bigint ids inside exact JavaScript numbers)', () => {
    for (const good of ['1', 1, 2_147_483_647]) expect(idSchema.safeParse(good).success, String(good)).toBe(true);
    for (const bad of [0, -1, '2147483648', 2 ** 53, 1e308, 'NaN', '1.5', '']) expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
    expect(bigIdSchema.safeParse('2147483648').success).toBe(true);
    expect(bigIdSchema.safeParse(2 ** 53).success).toBe(false);
    expect(competitionRefSchema.safeParse('2147483648').success).toBe(false);
  });

  it('keeps integers inside the column type', () => {
    expect(int4Schema(0).safeParse(2_147_483_647).success).toBe(true);
    expect(int4Schema(0).safeParse(2_147_483_648).success).toBe(false);
    expect(int4Schema(0).safeParse(-1).success).toBe(false);
  });

  it('refuses NUL in text with its own message key, and text past its ceiling', () => {
    expect(messages(textSchema(10).safeParse('a\u0000b'))).toEqual(['validation.invalid_characters']);
    expect(messages(textSchema(10).safeParse('a\ud800b'))).toEqual(['validation.invalid_characters']);
    expect(textSchema(10).safeParse('팀장😀').success).toBe(true);
    expect(textSchema(10).safeParse('x'.repeat(11)).success).toBe(false);
    expect(textSchema(10).trim().min(1).parse('  ok  ')).toBe('ok');
  });

  it('takes only dates PostgreSQL and JavaScript agree on, years 1 to 9999', () => {
    for (const good of ['2026-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) expect(dateSchema.safeParse(good).success, good).toBe(true);
    for (const bad of ['+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00Z', '2024-13-45', 'NaN', '-000001-01-01T00:00:00Z']) {
      expect(dateSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(messages(isoDateTimeSchema.safeParse('0000-01-01T00:00:00Z'))).toEqual(['validation.invalid_date']);
    expect(dayStringSchema.safeParse('2024-02-30').success).toBe(false);
    expect(dayStringSchema.safeParse('2024-02-29').success).toBe(true);
  });

  it('refuses the NUL escape and oversized JSON for jsonb', () => {
    expect(messages(jsonbSchema(100).safeParse({ a: '\u0000' }))).toEqual(['validation.invalid_characters']);
    expect(messages(jsonbSchema(10).safeParse({ a: 'x'.repeat(20) }))).toEqual(['validation.too_large']);
    expect(messages(jsonbSchema(100).safeParse(['\udc00']))).toEqual(['validation.invalid_characters']);
    expect(jsonbSchema(100).safeParse({ a: [1, 'b😀'] }).success).toBe(true);
  });

  it('bounds the competition form and the notice form', () => {
    const base = { slug: 'fuzz', title: { ko: 'x', en: 'x' }, starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z', metric: 'rmse' };
    expect(competitionCreateSchema.safeParse(base).success).toBe(true);
    expect(competitionCreateSchema.safeParse({ ...base, total_limit: 2_147_483_648 }).success).toBe(false);
    expect(competitionCreateSchema.safeParse({ ...base, prizes: [{ rank: 1, amount: 2_147_483_648, label: { ko: '', en: '' } }] }).success).toBe(false);
    expect(competitionCreateSchema.safeParse({ ...base, ends_at: '+275760-09-13T00:00:00.000Z' }).success).toBe(false);
    expect(competitionCreateSchema.safeParse({ ...base, title: { ko: 'a\u0000', en: '' } }).success).toBe(false);
    const notice = { title: { ko: 'x' }, body: { ko: 'x' } };
    expect(noticeInputSchema.safeParse({ ...notice, popup_until: '2026-01-01T00:00:00Z' }).success).toBe(true);
    expect(noticeInputSchema.safeParse({ ...notice, popup_until: '0000-01-01T00:00:00Z' }).success).toBe(false);
  });
});
