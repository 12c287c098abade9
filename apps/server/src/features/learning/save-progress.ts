import type { Executor } from '../../db/client.ts';
import { eduStepProgress } from '../../db/schema.ts';
import type { ProgressRow } from './learner-state.ts';

type ProgressChange = Partial<Pick<ProgressRow, 'status' | 'attempts' | 'savedCode' | 'lastAnswer' | 'hintsOpened' | 'answerSeen' | 'passedAt'>>;

/** Writes a member's progress on a step in one attempt, creating the row on the first write. */
export async function saveProgress(tx: Executor, options: { userId: number; stepId: number; attempt: number; change: ProgressChange; at: Date }): Promise<ProgressRow> {
  const change = { ...options.change, updatedAt: options.at };
  const [row] = await tx
    .insert(eduStepProgress)
    .values({ userId: options.userId, stepId: options.stepId, attempt: options.attempt, ...change })
    .onConflictDoUpdate({ target: [eduStepProgress.userId, eduStepProgress.stepId, eduStepProgress.attempt], set: change })
    .returning();
  return row!;
}
