import type { RunResult } from '@madang/runner';
import { and, eq } from 'drizzle-orm';
import type { CodeRunGrade } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { eduEnrollments, eduProjects, eduStages, eduSteps } from '../../db/schema.ts';
import { loadLearnerState, passedStepIds } from './learner-state.ts';
import { loadOutline } from './project-outline.ts';
import { saveProgress } from './save-progress.ts';
import { recordStepPassed } from './stage-clear.ts';
import { isLocked } from './step-order.ts';

/**
 * Grades a finished submission of a code step, in the transaction that stores the run's result: the check
 * passed or not counts as an attempt and a pass is recorded with its stage clear and XP. A step passed already,
 * or one the learner's progress no longer reaches (a retake began meanwhile), is graded but changes nothing.
 */
export async function recordCodeGrade(tx: Executor, options: { userId: number; stepId: number; result: RunResult; at: Date }): Promise<CodeRunGrade> {
  const passed = options.result.check?.passed === true;
  const graded: CodeRunGrade = { passed, stageCleared: false, xpAwarded: null, projectCompleted: false };
  const [found] = await tx
    .select({ project: eduProjects })
    .from(eduSteps)
    .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
    .innerJoin(eduProjects, eq(eduProjects.id, eduStages.projectId))
    .where(eq(eduSteps.id, options.stepId));
  if (!found) return graded;
  const outline = await loadOutline(tx, found.project);
  const step = outline.steps.find((candidate) => candidate.id === options.stepId)!;
  const state = await loadLearnerState(tx, { userId: options.userId, projectId: found.project.id, stepIds: outline.steps.map((s) => s.id), forUpdate: true });
  const { enrollment } = state;
  const progress = state.progress.get(step.id);
  if (!enrollment || progress?.status === 'passed' || isLocked(outline.steps, passedStepIds(state), step.id)) return graded;
  const attempts = (progress?.attempts ?? 0) + 1;
  if (!passed) {
    await saveProgress(tx, { userId: options.userId, stepId: step.id, attempt: enrollment.attempt, change: { attempts }, at: options.at });
    await tx
      .update(eduEnrollments)
      .set({ lastActivityAt: options.at })
      .where(and(eq(eduEnrollments.userId, options.userId), eq(eduEnrollments.projectId, found.project.id)));
    return graded;
  }
  const outcome = await recordStepPassed(tx, { userId: options.userId, outline, step, enrollment, state, attempts, at: options.at });
  return { passed, ...outcome };
}
