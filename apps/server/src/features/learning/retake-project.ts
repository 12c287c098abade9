import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eduEnrollments } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { canOpenSteps } from './access.ts';
import { retakeNotCompleted, subscriptionRequired } from './errors.ts';
import { findReadableProject } from './project-outline.ts';

/**
 * Starts a completed project over: a new attempt with fresh progress. The earlier attempt's rows stay as
 * history; stage XP is not earned again (the ledger's items are per stage) and hints and answers are bought anew.
 */
export async function retakeProject(db: Database, options: { user: UserRow; projectId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const project = await findReadableProject(tx, { projectId: options.projectId, viewer: options.user });
    if (canOpenSteps(options.user, project) === 'subscription_required') throw subscriptionRequired();
    const retaken = await tx
      .update(eduEnrollments)
      .set({ attempt: sql`${eduEnrollments.attempt} + 1`, completedAt: null, lastStepId: null, lastActivityAt: new Date() })
      .where(and(eq(eduEnrollments.userId, options.user.id), eq(eduEnrollments.projectId, project.id), sql`${eduEnrollments.completedAt} is not null`))
      .returning({ attempt: eduEnrollments.attempt });
    if (retaken.length === 0) throw retakeNotCompleted();
  });
}
