interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL unique violation behind an error, with its constraint name, through Drizzle's wrapping. */
export function uniqueViolationOf(error: unknown): { constraint: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike;
    if (candidate.code === '23505') return { constraint: candidate.constraint ?? '' };
    current = candidate.cause;
  }
  return undefined;
}
