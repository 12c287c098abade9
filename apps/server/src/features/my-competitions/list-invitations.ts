import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CompetitionInvitation } from '@madang/contracts/my-competitions';
import type { Executor } from '../../db/client.ts';
import { competitionInvitees, competitions, teamMembers } from '../../db/schema.ts';
import { presentCompetitionSummary } from './competition-summary.ts';

/** The published invite-only competitions whose hosts put the member on their list, newest end first. */
export async function listInvitations(db: Executor, userId: number, now: Date): Promise<CompetitionInvitation[]> {
  const rows = await db
    .select({
      competition: competitions,
      joined: sql<boolean>`exists (select 1 from ${teamMembers} where ${teamMembers.competitionId} = ${competitions.id} and ${teamMembers.userId} = ${userId})`,
    })
    .from(competitionInvitees)
    .innerJoin(competitions, eq(competitions.id, competitionInvitees.competitionId))
    .where(and(eq(competitionInvitees.userId, userId), eq(competitions.accessMode, 'invited'), isNotNull(competitions.publishedAt)))
    .orderBy(desc(competitions.endsAt), desc(competitions.id));
  return rows.map(({ competition, joined }) => ({
    ...presentCompetitionSummary(competition, now),
    joined: Boolean(joined),
  }));
}
