import type { EduStepKind } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { eduEnrollments } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { canOpenSteps } from './access.ts';
import { stepLocked, subscriptionRequired, wrongStepKind } from './errors.ts';
import { loadLearnerState, passedStepIds, type EnrollmentRow, type LearnerState } from './learner-state.ts';
import { findReadableProject, findStep, loadOutline, type OutlineStep, type ProjectOutline, type StageRow } from './project-outline.ts';
import { firstOpenStep, isLocked } from './step-order.ts';

export interface StepAddress {
  projectId: number;
  stageNumber: number;
  stepNumber: number;
}

export interface StepContext {
  outline: ProjectOutline;
  stage: StageRow & { steps: OutlineStep[] };
  step: OutlineStep;
  state: LearnerState;
  passed: Set<number>;
  locked: boolean;
}

/** A step a member may open (access, existence, kind), with their progress; locked steps are returned marked. */
export async function loadStepContext(db: Executor, options: StepAddress & { user: UserRow; kind?: EduStepKind; forUpdate?: boolean }): Promise<StepContext> {
  const project = await findReadableProject(db, { projectId: options.projectId, viewer: options.user });
  if (canOpenSteps(options.user, project) === 'subscription_required') throw subscriptionRequired();
  const outline = await loadOutline(db, project);
  const { stage, step } = findStep(outline, options.stageNumber, options.stepNumber);
  if (options.kind && step.kind !== options.kind) throw wrongStepKind(options.kind);
  const state = await loadLearnerState(db, { userId: options.user.id, projectId: project.id, stepIds: outline.steps.map((s) => s.id), forUpdate: options.forUpdate });
  const passed = passedStepIds(state);
  return { outline, stage, step, state, passed, locked: isLocked(outline.steps, passed, step.id) };
}

/**
 * For an action on a step, inside the caller's transaction: the member's enrollment is created on their first
 * action and locked, which orders one member's concurrent actions on a project; a locked step is refused.
 */
export async function openStepForAction(tx: Executor, options: StepAddress & { user: UserRow; kind?: EduStepKind }): Promise<StepContext & { enrollment: EnrollmentRow }> {
  // Checked before the insert, whose foreign key would otherwise answer for a project that does not exist.
  await findReadableProject(tx, { projectId: options.projectId, viewer: options.user });
  await tx.insert(eduEnrollments).values({ userId: options.user.id, projectId: options.projectId }).onConflictDoNothing();
  const context = await loadStepContext(tx, { ...options, forUpdate: true });
  if (context.locked) {
    const next = firstOpenStep(context.outline.steps, context.passed)!;
    throw stepLocked({ stageNumber: next.stageNumber, stepNumber: next.number });
  }
  return { ...context, enrollment: context.state.enrollment! };
}
