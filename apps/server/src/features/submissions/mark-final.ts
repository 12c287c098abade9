import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { submissions, teams } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { phaseOf } from '../competitions/schedule.ts';

/**
 * Marks (or unmarks) a scored submission as one of the team's final choices for the private board,
 * at most `finalLimit` of them, until the competition ends.
 */
export async function markFinal(db: Database, options: { competition: CompetitionRow; teamId: number; submissionId: number; use: boolean; now: Date }) {
  const { competition, teamId, submissionId } = options;
  if (phaseOf(competition, options.now) !== 'open') throw forbidden('submissions_closed');
  return db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const [submission] = await tx
      .select({ id: submissions.id, status: submissions.status })
      .from(submissions)
      .where(and(eq(submissions.id, submissionId), eq(submissions.teamId, teamId)))
      .limit(1);
    if (!submission) throw notFound();
    if (options.use) {
      if (submission.status !== 'scored') throw conflict('final_needs_score');
      const [chosen] = await tx
        .select({ n: count() })
        .from(submissions)
        .where(and(eq(submissions.teamId, teamId), eq(submissions.isFinal, true), ne(submissions.id, submissionId)));
      if ((chosen?.n ?? 0) >= competition.finalLimit) throw conflict('final_limit_exceeded', { params: { limit: competition.finalLimit } });
    }
    await tx.update(submissions).set({ isFinal: options.use }).where(eq(submissions.id, submissionId));
    return { id: submissionId, is_final: options.use };
  });
}
