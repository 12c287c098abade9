import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { medalOf, type ProfileCertificate } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { competitionResults, competitions, rankingPoints, teams } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { nameableCompetition } from './visible-competitions.ts';

/** A member's final places on closed boards: each one is a certificate of the competition's result. */
export async function listCertificates(db: Executor, options: { userId: number; viewerIsOwner: boolean; competitionId?: number }): Promise<ProfileCertificate[]> {
  const ranked = db
    .select({ competitionId: competitionResults.competitionId, n: count().as('n') })
    .from(competitionResults)
    .groupBy(competitionResults.competitionId)
    .as('ranked');
  const rows = await db
    .select({ competition: competitions, teamName: teams.name, rank: rankingPoints.rank, rankedTeams: ranked.n })
    .from(rankingPoints)
    .innerJoin(competitions, eq(competitions.id, rankingPoints.competitionId))
    .innerJoin(teams, eq(teams.id, rankingPoints.teamId))
    .leftJoin(ranked, eq(ranked.competitionId, competitions.id))
    .where(
      and(
        eq(rankingPoints.userId, options.userId),
        isNotNull(competitions.closedAt),
        nameableCompetition(options.viewerIsOwner),
        options.competitionId ? eq(competitions.id, options.competitionId) : undefined,
      ),
    )
    .orderBy(desc(competitions.closedAt), desc(competitions.id));
  return rows.map(({ competition, teamName, rank, rankedTeams }) => ({
    cpt_id: competition.id,
    title: competition.title,
    team_name: teamName,
    rank,
    ranked_teams: Number(rankedTeams ?? 0),
    medal: medalOf(rank),
    closed_at: competition.closedAt!.toISOString(),
  }));
}

/** The one certificate a download names; a competition the member did not finish has none. */
export async function findCertificate(db: Executor, options: { userId: number; competitionId: number }): Promise<ProfileCertificate> {
  const [certificate] = await listCertificates(db, { ...options, viewerIsOwner: true });
  if (!certificate) throw notFound('certificate_not_found');
  return certificate;
}
