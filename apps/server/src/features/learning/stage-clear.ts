import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eduEnrollments } from '../../db/schema.ts';
import { awardXp } from '../xp/award-xp.ts';
import type { EnrollmentRow, LearnerState } from './learner-state.ts';
import type { OutlineStep, ProjectOutline } from './project-outline.ts';
import { saveProgress } from './save-progress.ts';

/** The ledger item of a stage's clear: earned once ever per member, whatever the attempt. */
export const stageXpItem = (stageId: number) => `stage:${stageId}`;

export interface PassOutcome {
  stageCleared: boolean;
  /** XP the clear granted now (0 when the cap, an opened answer or an earlier clear left nothing); null when nothing was cleared. */
  xpAwarded: number | null;
  projectCompleted: boolean;
}

/**
 * Records a step passed inside the caller's transaction (which holds the enrollment's lock) and what follows
 * from it: the stage's clear with its XP through the ledger (nothing when the learner opened a model answer in
 * the stage), and the project's completion. `state` is updated to match.
 */
export async function recordStepPassed(
  tx: Executor,
  options: { userId: number; outline: ProjectOutline; step: OutlineStep; enrollment: EnrollmentRow; state: LearnerState; attempts: number; at: Date },
): Promise<PassOutcome> {
  const { outline, step, enrollment, state, at } = options;
  const row = await saveProgress(tx, {
    userId: options.userId,
    stepId: step.id,
    attempt: enrollment.attempt,
    change: { status: 'passed', passedAt: at, attempts: options.attempts },
    at,
  });
  state.progress.set(step.id, row);
  const isPassed = (candidate: OutlineStep) => state.progress.get(candidate.id)?.status === 'passed';
  const stage = outline.stages.find((candidate) => candidate.id === step.stageId)!;
  const stageCleared = stage.steps.every(isPassed);
  let xpAwarded: number | null = null;
  if (stageCleared) {
    const answerSeen = stage.steps.some((candidate) => state.progress.get(candidate.id)?.answerSeen);
    const granted = await awardXp(tx, { userId: options.userId, reason: 'edu_stage', itemKey: stageXpItem(stage.id), amount: answerSeen ? 0 : stage.xp, at });
    xpAwarded = granted ?? 0;
  }
  const projectCompleted = outline.steps.every(isPassed);
  await tx
    .update(eduEnrollments)
    .set({ lastStepId: step.id, lastActivityAt: at, ...(projectCompleted && !enrollment.completedAt ? { completedAt: at } : {}) })
    .where(and(eq(eduEnrollments.userId, options.userId), eq(eduEnrollments.projectId, outline.project.id)));
  return { stageCleared, xpAwarded, projectCompleted };
}

/** Marks the member's latest place in the project without passing anything (a run, a saved answer). */
export async function touchEnrollment(tx: Executor, options: { userId: number; projectId: number; stepId: number; at: Date }) {
  await tx
    .update(eduEnrollments)
    .set({ lastStepId: options.stepId, lastActivityAt: options.at })
    .where(and(eq(eduEnrollments.userId, options.userId), eq(eduEnrollments.projectId, options.projectId)));
}
