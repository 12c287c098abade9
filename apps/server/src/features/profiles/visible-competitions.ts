import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { competitions } from '../../db/schema.ts';

/**
 * The competitions a profile may name: published public ones for everyone; the owner also sees the
 * invite-only ones they take part in (they are on its list), while others must not learn they exist.
 */
export function nameableCompetition(viewerIsOwner: boolean): SQL {
  return and(isNotNull(competitions.publishedAt), viewerIsOwner ? sql`true` : eq(competitions.accessMode, 'public'))!;
}

/** Posts on the forum (no competition) or on a competition that may be named. */
export function nameableBoard(viewerIsOwner: boolean): SQL {
  return or(sql`${competitions.id} is null`, nameableCompetition(viewerIsOwner))!;
}
