import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { MyCompetition } from '@madang/contracts/my-competitions';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { competitionResults, competitions, teamMembers, teams } from '../../db/schema.ts';
import { presentCompetitionSummary } from './competition-summary.ts';
import { boardEntries } from '../leaderboards/board-response.ts';
import { revealedBoard } from '../leaderboards/standings.ts';

/** The final places of the member's teams in closed competitions, and how many teams each final board ranked. */
async function recordedPlaces(db: Executor, closed: { competitionId: number; teamId: number }[]) {
  if (closed.length === 0) return { ranks: new Map<number, number>(), sizes: new Map<number, number>() };
  const ids = closed.map((row) => row.competitionId);
  const [own, sizes] = await Promise.all([
    db
      .select({ teamId: competitionResults.teamId, rank: competitionResults.rank })
      .from(competitionResults)
      .where(
        and(
          inArray(competitionResults.competitionId, ids),
          inArray(
            competitionResults.teamId,
            closed.map((row) => row.teamId),
          ),
        ),
      ),
    db
      .select({ competitionId: competitionResults.competitionId, n: count() })
      .from(competitionResults)
      .where(inArray(competitionResults.competitionId, ids))
      .groupBy(competitionResults.competitionId),
  ]);
  return { ranks: new Map(own.map((row) => [row.teamId, row.rank])), sizes: new Map(sizes.map((row) => [row.competitionId, row.n])) };
}

/**
 * The competitions a member is on a team of, newest end first, with the team's place on the board everyone
 * sees now: the private board the close recorded once closed (two queries for all of them), the public board
 * from the leaderboard cache while it runs, read one competition after another so a long list does not start
 * a ranking per competition at once.
 */
export async function listMyCompetitions(ctx: Pick<AppContext, 'db' | 'cache'>, userId: number, now: Date): Promise<MyCompetition[]> {
  const rows = await ctx.db
    .select({ competition: competitions, teamId: teams.id, teamName: teams.name, leaderUserId: teams.leaderUserId })
    .from(teamMembers)
    .innerJoin(competitions, eq(competitions.id, teamMembers.competitionId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), isNotNull(competitions.publishedAt)))
    .orderBy(desc(competitions.endsAt), desc(competitions.id));
  const closed = rows.filter((row) => row.competition.status === 'closed').map((row) => ({ competitionId: row.competition.id, teamId: row.teamId }));
  const recorded = await recordedPlaces(ctx.db, closed);
  const list: MyCompetition[] = [];
  for (const { competition, teamId, teamName, leaderUserId } of rows) {
    const board = revealedBoard(competition);
    let place: { rank: number | null; rankedTeams: number };
    if (competition.status === 'closed') {
      place = { rank: recorded.ranks.get(teamId) ?? null, rankedTeams: recorded.sizes.get(competition.id) ?? 0 };
    } else {
      const entries = await boardEntries(ctx, { competition, board, week: null });
      place = { rank: entries.find((entry) => entry.teamId === teamId)?.rank ?? null, rankedTeams: entries.length };
    }
    list.push({
      ...presentCompetitionSummary(competition, now),
      team_id: teamId,
      team_name: teamName,
      is_leader: leaderUserId === userId,
      rank: place.rank,
      ranked_teams: place.rankedTeams,
      board,
    });
  }
  return list;
}
