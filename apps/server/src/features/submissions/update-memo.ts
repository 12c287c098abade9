import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { submissions, teamMembers } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Changes the memo of a submission of the member's own team. */
export async function updateMemo(db: Executor, options: { submissionId: number; userId: number; memo: string }) {
  const [own] = await db
    .select({ id: submissions.id, competitionId: submissions.competitionId })
    .from(submissions)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, submissions.teamId), eq(teamMembers.userId, options.userId)))
    .where(eq(submissions.id, options.submissionId))
    .limit(1);
  if (!own) throw notFound();
  await db.update(submissions).set({ memo: options.memo }).where(eq(submissions.id, own.id));
  return own;
}
