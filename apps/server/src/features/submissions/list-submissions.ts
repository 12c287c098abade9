import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { submissions, users } from '../../db/schema.ts';
import { queuePositions } from '../jobs/queue.ts';
import { GRADING_QUEUE } from './create-submission.ts';
import { submissionViewColumns, type SubmissionView } from './presenter.ts';

export const SUBMISSION_PAGE_SIZE = 20;

const waiting = new Set(['pending', 'ready', 'grading']);

/** A team's submissions, newest first, with queue positions of those not graded yet. */
export async function listTeamSubmissions(
  db: Executor,
  options: { teamId: number; revealPrivate: boolean; page?: number; ids?: number[] },
): Promise<{ views: SubmissionView[]; total: number; positions: Map<number, number> }> {
  const scope = and(eq(submissions.teamId, options.teamId), options.ids ? inArray(submissions.id, options.ids) : undefined);
  const page = options.page ?? 1;
  const [views, [total]] = await Promise.all([
    db
      .select(submissionViewColumns(options.revealPrivate))
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .where(scope)
      .orderBy(desc(submissions.id))
      .limit(options.ids ? options.ids.length : SUBMISSION_PAGE_SIZE)
      .offset(options.ids ? 0 : (page - 1) * SUBMISSION_PAGE_SIZE),
    db.select({ n: count() }).from(submissions).where(scope),
  ]);
  const pendingIds = views.filter((view) => waiting.has(view.status)).map((view) => view.id);
  const positions = await queuePositions(db, { queue: GRADING_QUEUE, key: 'submissionId', values: pendingIds });
  return { views, total: total?.n ?? 0, positions };
}
