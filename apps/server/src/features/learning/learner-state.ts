import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eduEnrollments, eduStepProgress } from '../../db/schema.ts';

export type EnrollmentRow = typeof eduEnrollments.$inferSelect;
export type ProgressRow = typeof eduStepProgress.$inferSelect;

/** A member's take of one project: the enrollment (null before their first action) and the current attempt's progress by step id. */
export interface LearnerState {
  enrollment: EnrollmentRow | null;
  progress: Map<number, ProgressRow>;
}

export const emptyLearnerState = (): LearnerState => ({ enrollment: null, progress: new Map() });

export async function loadLearnerState(db: Executor, options: { userId: number; projectId: number; stepIds: number[]; forUpdate?: boolean }): Promise<LearnerState> {
  const query = db
    .select()
    .from(eduEnrollments)
    .where(and(eq(eduEnrollments.userId, options.userId), eq(eduEnrollments.projectId, options.projectId)));
  const [enrollment] = options.forUpdate ? await query.for('update') : await query;
  if (!enrollment || options.stepIds.length === 0) return { enrollment: enrollment ?? null, progress: new Map() };
  const rows = await db
    .select()
    .from(eduStepProgress)
    .where(and(eq(eduStepProgress.userId, options.userId), eq(eduStepProgress.attempt, enrollment.attempt), inArray(eduStepProgress.stepId, options.stepIds)));
  return { enrollment, progress: new Map(rows.map((row) => [row.stepId, row])) };
}

/** The step ids the state holds as passed. */
export function passedStepIds(state: LearnerState): Set<number> {
  return new Set([...state.progress.values()].filter((row) => row.status === 'passed').map((row) => row.stepId));
}
