import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { MyCompetition } from '@madang/contracts/my-competitions';
import type { AppContext } from '../../app-context.ts';
import { competitions, teamMembers, teams } from '../../db/schema.ts';
import { phaseOf } from '../competitions/schedule.ts';
import { boardEntries } from '../leaderboards/board-response.ts';
import { revealedBoard } from '../leaderboards/standings.ts';

/**
 * The competitions a member is on a team of, newest end first, with the team's place on the board everyone
 * sees now: the public board while it runs, the private one once closed. Boards come from the leaderboard
 * cache, so the list costs a lookup per competition, not a ranking.
 */
export async function listMyCompetitions(ctx: Pick<AppContext, 'db' | 'cache'>, userId: number, now: Date): Promise<MyCompetition[]> {
  const rows = await ctx.db
    .select({ competition: competitions, teamId: teams.id, teamName: teams.name, leaderUserId: teams.leaderUserId })
    .from(teamMembers)
    .innerJoin(competitions, eq(competitions.id, teamMembers.competitionId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), isNotNull(competitions.publishedAt)))
    .orderBy(desc(competitions.endsAt), desc(competitions.id));
  return Promise.all(
    rows.map(async ({ competition, teamId, teamName, leaderUserId }): Promise<MyCompetition> => {
      const board = revealedBoard(competition);
      const entries = await boardEntries(ctx, { competition, board, week: null });
      return {
        cpt_id: competition.id,
        is_official: competition.isOfficial,
        title: competition.title,
        status: competition.status,
        phase: phaseOf(competition, now),
        starts_at: competition.startsAt.toISOString(),
        ends_at: competition.endsAt.toISOString(),
        team_id: teamId,
        team_name: teamName,
        is_leader: leaderUserId === userId,
        rank: entries.find((entry) => entry.teamId === teamId)?.rank ?? null,
        ranked_teams: entries.length,
        board,
      };
    }),
  );
}
