import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { submissions } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { memberCompetitionAccess } from '../competitions/competition-access.ts';
import { listTeamSubmissions } from './list-submissions.ts';

/** One submission of the asker's team, with its queue position; other teams' submissions do not exist for them. */
export async function findTeamSubmission(db: Database, request: FastifyRequest, submissionId: number) {
  const [row] = await db.select({ competitionId: submissions.competitionId, teamId: submissions.teamId }).from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (!row) throw notFound();
  const access = await memberCompetitionAccess(db, request, row.competitionId);
  if (access.membership.team?.id !== row.teamId) throw notFound();
  const revealPrivate = access.competition.status === 'closed';
  const { views, positions } = await listTeamSubmissions(db, { teamId: row.teamId, revealPrivate, ids: [submissionId] });
  return { view: views[0]!, queuePosition: positions.get(submissionId) ?? null };
}
