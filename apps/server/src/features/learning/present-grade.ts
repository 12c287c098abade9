import type { EduGrade } from '@madang/contracts';
import { presentStepView } from './presenter.ts';
import type { PassOutcome } from './stage-clear.ts';
import type { StepContext } from './step-context.ts';
import { isLocked, resumeOf, stepAfter } from './step-order.ts';

const nothingCleared: PassOutcome = { stageCleared: false, xpAwarded: null, projectCompleted: false };

/** A grade: the verdict, the step as it stands now and what this answer cleared (nothing when it passed nothing new). */
export function presentGrade(context: Pick<StepContext, 'outline' | 'step' | 'state'>, options: { passed: boolean; message: string; outcome: PassOutcome | null }): EduGrade {
  const { outline, step, state } = context;
  const passed = new Set([...state.progress.values()].filter((row) => row.status === 'passed').map((row) => row.stepId));
  const outcome = options.outcome ?? nothingCleared;
  return {
    passed: options.passed,
    message: options.message,
    step: presentStepView(step, { progress: state.progress.get(step.id), locked: isLocked(outline.steps, passed, step.id) }),
    stage_cleared: outcome.stageCleared,
    xp_awarded: outcome.xpAwarded,
    next: resumeOf(stepAfter(outline.steps, step.id)),
    project_completed: outcome.projectCompleted,
  };
}
