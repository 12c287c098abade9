import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema.ts';

/**
 * myInfo's isTeamLeader: the member leads a team someone else has joined. Everyone who joins a competition
 * alone leads a one-person team, which is not what the flag tells.
 */
export async function leadsATeam(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teams.id })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), ne(teamMembers.userId, userId)))
    .where(eq(teams.leaderUserId, userId))
    .limit(1);
  return row !== undefined;
}
