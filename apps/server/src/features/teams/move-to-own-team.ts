import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { freeTeamName } from '../competitions/join-alone.ts';

/**
 * Takes a member out of a team into a new one-person team of their own, keeping their affiliation.
 * The submissions they made stay with the team they leave: they were the team's attempts.
 */
export async function moveToOwnTeam(tx: Executor, options: { competition: CompetitionRow; userId: number; fromTeamId: number }) {
  const { competition, userId, fromTeamId } = options;
  const [left] = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, fromTeamId), eq(teamMembers.userId, userId)))
    .returning({ affiliation: teamMembers.affiliation });
  if (!left) return;
  const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  const name = await freeTeamName(tx, competition.id, user!);
  const [team] = await tx.insert(teams).values({ competitionId: competition.id, name, leaderUserId: userId }).returning({ id: teams.id });
  await tx.insert(teamMembers).values({ teamId: team!.id, competitionId: competition.id, userId, affiliation: left.affiliation });
}
