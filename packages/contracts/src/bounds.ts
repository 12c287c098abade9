import { z } from 'zod';

/**
 * The building blocks of every input schema: each holds only what the database can store, so a
 * malformed request is a 400 at the schema instead of a PostgreSQL error (a 500) in a handler.
 */

/** PostgreSQL `integer` (int4). */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** `timestamptz` holds far more, but JavaScript, the forms and ISO strings agree on years 1 to 9999 only. */
export const DATE_MIN = new Date('0001-01-01T00:00:00.000Z');
export const DATE_MAX = new Date('9999-12-31T23:59:59.999Z');

/** A NUL cannot be stored in PostgreSQL text, nor half of a surrogate pair in UTF-8 (jsonb refuses its escape). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);
/** How JSON.stringify writes those two: as escapes. */
const UNSTORABLE_ESCAPE = /\\u(0000|d[89a-f][0-9a-f]{2})/i;

/** A row id in an `integer` (serial) column, from a path, a query or a body. */
export const idSchema = z.coerce.number().int().min(1).max(INT4_MAX);

/** A row id in a `bigint` (bigserial) column: as far as a JavaScript number is exact. */
export const bigIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** An integer for an `integer` column, within the given bounds (int4's by default). */
export const int4Schema = (min = INT4_MIN, max = INT4_MAX) => z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));

/** The same from a query string or a form field, where every value arrives as text. */
export const int4QuerySchema = (min = INT4_MIN, max = INT4_MAX) => z.coerce.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));

/** Text with a ceiling and without NUL or lone surrogates; chain `.trim()`, `.min()`, `.regex()` as usual. */
export const textSchema = (max: number) => z.string().max(max).refine(isStorableText, { message: 'validation.invalid_characters' });

/** A point in time a `timestamptz` column holds, from an ISO string (or a Date in the web app's forms). */
export const dateSchema = z.coerce.date().min(DATE_MIN, { message: 'validation.invalid_date' }).max(DATE_MAX, { message: 'validation.invalid_date' });

/** A calendar day (`YYYY-MM-DD`) that exists, for `date` columns. */
export const dayStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalid_date', abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date >= DATE_MIN && date.toISOString().startsWith(value);
    },
    { message: 'validation.invalid_date' },
  );

const isStorableInstant = (value: string) => {
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date >= DATE_MIN && date <= DATE_MAX;
};

/** An ISO date-time kept as text (forms edit it as text) that a `timestamptz` column holds. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, abort: true }).refine(isStorableInstant, { message: 'validation.invalid_date' });

/** Any JSON for a `jsonb` column: jsonb refuses the NUL escape, and the size is bounded like text's. */
export const jsonbSchema = (maxChars: number) =>
  z
    .unknown()
    .refine((value) => !UNSTORABLE_ESCAPE.test(JSON.stringify(value) ?? ''), { message: 'validation.invalid_characters' })
    .refine((value) => (JSON.stringify(value) ?? '').length <= maxChars, { message: 'validation.too_large' });
