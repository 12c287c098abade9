import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { medalOf, type CompetitionSummary, type ProfileCompetition } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { competitionResults, competitions, rankingPoints, teamMembers, teams } from '../../db/schema.ts';
import { nameableCompetition } from './visible-competitions.ts';

const rankedTeams = (db: Executor) =>
  db
    .select({ competitionId: competitionResults.competitionId, n: count().as('n') })
    .from(competitionResults)
    .groupBy(competitionResults.competitionId)
    .as('ranked');

/**
 * Every competition a member took part in (is on a team of), newest end first, with the final rank
 * and medal from the frozen board once it closed.
 */
export async function listCompetitionsTaken(
  db: Executor,
  options: { userId: number; viewerIsOwner: boolean; medalsOnly?: boolean; limit?: number },
): Promise<ProfileCompetition[]> {
  const ranked = rankedTeams(db);
  const query = db
    .select({
      competition: competitions,
      teamName: teams.name,
      rank: rankingPoints.rank,
      rankedTeams: ranked.n,
    })
    .from(teamMembers)
    .innerJoin(competitions, eq(competitions.id, teamMembers.competitionId))
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(rankingPoints, and(eq(rankingPoints.competitionId, teamMembers.competitionId), eq(rankingPoints.userId, teamMembers.userId)))
    .leftJoin(ranked, eq(ranked.competitionId, competitions.id))
    .where(and(eq(teamMembers.userId, options.userId), nameableCompetition(options.viewerIsOwner), options.medalsOnly ? isNotNull(rankingPoints.rank) : undefined))
    .orderBy(desc(competitions.endsAt), desc(competitions.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  const entries = rows.map(
    ({ competition, teamName, rank, rankedTeams: n }): ProfileCompetition => ({
      cpt_id: competition.id,
      is_official: competition.isOfficial,
      title: competition.title,
      status: competition.status,
      ends_at: competition.endsAt.toISOString(),
      team_name: teamName,
      rank: competition.closedAt ? (rank ?? null) : null,
      ranked_teams: Number(n ?? 0),
      medal: competition.closedAt ? medalOf(rank ?? null) : null,
    }),
  );
  return options.medalsOnly ? entries.filter((entry) => entry.medal !== null) : entries;
}

/** The counts on the profile's home and competition tab. */
export function summarizeCompetitions(entries: readonly ProfileCompetition[]): CompetitionSummary {
  const ranks = entries.flatMap((entry) => (entry.rank === null ? [] : [entry.rank]));
  const medals = (medal: string) => entries.filter((entry) => entry.medal === medal).length;
  return {
    joined: entries.length,
    ranked: ranks.length,
    gold: medals('gold'),
    silver: medals('silver'),
    bronze: medals('bronze'),
    best_rank: ranks.length ? Math.min(...ranks) : null,
  };
}
