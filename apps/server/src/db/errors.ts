interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind an error, through Drizzle's wrapping. */
function pgErrorOf(error: unknown, matches: (code: string) => boolean): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && matches(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The PostgreSQL unique violation behind an error, with its constraint name, through Drizzle's wrapping. */
export function uniqueViolationOf(error: unknown): { constraint: string } | undefined {
  const found = pgErrorOf(error, (code) => code === '23505');
  return found ? { constraint: found.constraint ?? '' } : undefined;
}

/**
 * SQLSTATEs that only a value from the request can cause: text that is not a number or a date,
 * numbers and dates out of the column's range, text too long, NUL or bytes the encoding refuses,
 * a key too large for its index.
 */
const INPUT_ERROR_CODES = new Set(['22P02', '22003', '22007', '22008', '22001', '22021', '22P05', '22025', '2201B', '22023', '54000']);

/** The PostgreSQL error behind an error when the request's data caused it, with its SQLSTATE. */
export function inputErrorOf(error: unknown): { code: string } | undefined {
  const found = pgErrorOf(error, (code) => INPUT_ERROR_CODES.has(code));
  return found ? { code: found.code! } : undefined;
}
