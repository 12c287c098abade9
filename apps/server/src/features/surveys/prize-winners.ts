import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitionResults, competitions, teamMembers } from '../../db/schema.ts';

/** Places that count as prize winners when a competition names no prizes: the podium. */
const PODIUM = 3;

/**
 * The members of the teams in prize places of a closed competition's final board: the ranks its prizes name,
 * or the top three when it names none. An open competition has no final board, so no winners yet.
 */
export async function listPrizeWinners(db: Executor, competitionId: number, onlyUserId?: number): Promise<number[]> {
  const [competition] = await db.select({ status: competitions.status, prizes: competitions.prizes }).from(competitions).where(eq(competitions.id, competitionId));
  if (competition?.status !== 'closed') return [];
  const ranks = competition.prizes.length > 0 ? competition.prizes.map((prize) => prize.rank) : Array.from({ length: PODIUM }, (_, i) => i + 1);
  const rows = await db
    .selectDistinct({ userId: teamMembers.userId })
    .from(competitionResults)
    .innerJoin(teamMembers, eq(teamMembers.teamId, competitionResults.teamId))
    .where(
      and(
        eq(competitionResults.competitionId, competitionId),
        sql`${competitionResults.rank} in (${sql.join(
          ranks.map((rank) => sql`${rank}`),
          sql`, `,
        )})`,
        onlyUserId === undefined ? undefined : eq(teamMembers.userId, onlyUserId),
      ),
    );
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}
