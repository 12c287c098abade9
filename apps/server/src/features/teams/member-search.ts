import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MEMBER_SEARCH_LIMIT, type MemberSearchResult } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema.ts';
import { currentUser } from '../../http/authenticate.ts';
import { nameKeyOf } from '../accounts/name-key.ts';

/** Per member, wherever they type from: a search per keystroke, far more than typing needs. */
export const memberSearchLimit = {
  max: 120,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `member-search:${currentUser(request)?.id ?? request.ip}`,
};

/**
 * Live participants of the competition outside the leader's team whose normalised nickname starts with
 * what was typed; names only, never e-mails.
 */
export async function searchMembers(db: Executor, options: { competitionId: number; teamId: number; typed: string }): Promise<MemberSearchResult[]> {
  const rows = await db
    .select({ user_id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.competitionId, options.competitionId),
        ne(teamMembers.teamId, options.teamId),
        isNull(users.withdrawnAt),
        // starts_with, not LIKE: a typed % or _ is a character of the name, not a pattern.
        sql`starts_with(${users.nameKey}, ${nameKeyOf(options.typed)})`,
      ),
    )
    .orderBy(asc(users.nameKey))
    .limit(MEMBER_SEARCH_LIMIT);
  return rows;
}
