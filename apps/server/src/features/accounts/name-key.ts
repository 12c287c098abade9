import { sql, type SQL } from 'drizzle-orm';

/**
 * The key nicknames and team names are compared on, computed by the database exactly as the generated
 * `name_key` columns are (case-folded NFKC), so a lookup and the unique index never disagree.
 */
export const nameKeyOf = (name: string): SQL => sql`lower(normalize(${name.trim()}::text, NFKC))`;
