import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { submissions, teams, users } from '../../db/schema.ts';

/** Every submission of a competition for the host's review, newest first; private scores are not read. */
export async function listCompetitionSubmissions(db: Executor, options: { competitionId: number }) {
  const rows = await db
    .select({
      id: submissions.id,
      teamId: submissions.teamId,
      teamName: teams.name,
      userName: users.name,
      fileName: submissions.fileName,
      status: submissions.status,
      publicScore: submissions.publicScore,
      createdAt: submissions.createdAt,
      disqualifiedReason: submissions.disqualifiedReason,
      teamDisqualifiedReason: teams.disqualifiedReason,
    })
    .from(submissions)
    .innerJoin(teams, eq(teams.id, submissions.teamId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.competitionId, options.competitionId))
    .orderBy(desc(submissions.id))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    team_id: row.teamId,
    team_name: row.teamName,
    user_name: row.userName,
    file_name: row.fileName,
    status: row.status,
    public_score: row.publicScore !== null && Number.isFinite(row.publicScore) ? row.publicScore : null,
    created_at: row.createdAt.toISOString(),
    disqualified_reason: row.disqualifiedReason,
    team_disqualified_reason: row.teamDisqualifiedReason,
  }));
}
