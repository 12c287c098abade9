import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitionAgreements, competitionInvitees, teamMembers, teams } from '../../db/schema.ts';

export interface Membership {
  userId: number | null;
  invited: boolean;
  agreed: boolean;
  team: { id: number; name: string; leaderUserId: number } | null;
}

export const noMembership: Membership = { userId: null, invited: false, agreed: false, team: null };

/** What a member has done in one competition: invited, rules accepted, team joined. */
export async function findMembership(db: Executor, competitionId: number, userId: number): Promise<Membership> {
  const [agreement, invitee, team] = await Promise.all([
    db
      .select({ at: competitionAgreements.agreedAt })
      .from(competitionAgreements)
      .where(and(eq(competitionAgreements.competitionId, competitionId), eq(competitionAgreements.userId, userId)))
      .limit(1),
    db
      .select({ userId: competitionInvitees.userId })
      .from(competitionInvitees)
      .where(and(eq(competitionInvitees.competitionId, competitionId), eq(competitionInvitees.userId, userId)))
      .limit(1),
    db
      .select({ id: teams.id, name: teams.name, leaderUserId: teams.leaderUserId })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.competitionId, competitionId), eq(teamMembers.userId, userId)))
      .limit(1),
  ]);
  return { userId, invited: invitee.length > 0, agreed: agreement.length > 0, team: team[0] ?? null };
}
