import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitionResults, competitions, teamMembers } from '../../db/schema.ts';
import { prizeRanksOf } from '../leaderboards/prize-ranks.ts';

/**
 * The members of the teams in prize places of a closed competition's final board (the ranks its prizes name).
 * An open competition has no final board, so no winners yet.
 */
export async function listPrizeWinners(db: Executor, competitionId: number, onlyUserId?: number): Promise<number[]> {
  const [competition] = await db.select({ status: competitions.status, prizes: competitions.prizes }).from(competitions).where(eq(competitions.id, competitionId));
  if (competition?.status !== 'closed') return [];
  const ranks = prizeRanksOf(competition);
  if (ranks.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(competitionResults)
    .innerJoin(teamMembers, eq(teamMembers.teamId, competitionResults.teamId))
    .where(
      and(eq(competitionResults.competitionId, competitionId), inArray(competitionResults.rank, ranks), onlyUserId === undefined ? undefined : eq(teamMembers.userId, onlyUserId)),
    );
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}
