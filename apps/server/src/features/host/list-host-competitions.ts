import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';

/** The competitions a host runs, drafts included (every competition for an admin), newest first. */
export async function listHostCompetitions(db: Executor, options: { user: UserRow }) {
  return db
    .select({
      competition: competitions,
      // Written out in full: inside a subquery Drizzle would render the column unqualified, which the subquery's own table would capture.
      teamCount: sql<number>`(select count(*) from teams t where t.competition_id = "competitions"."id")`.mapWith(Number),
      submissionCount: sql<number>`(select count(*) from submissions s where s.competition_id = "competitions"."id")`.mapWith(Number),
    })
    .from(competitions)
    .where(options.user.role === 'admin' ? undefined : eq(competitions.hostUserId, options.user.id))
    .orderBy(desc(competitions.createdAt), desc(competitions.id))
    .limit(500);
}
