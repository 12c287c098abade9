import { and, count, eq } from 'drizzle-orm';
import type { EduProjectDetail, EduStageDetail } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, eduEnrollments, xpEvents } from '../../db/schema.ts';
import { notLoggedIn } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { canOpenSteps } from './access.ts';
import { subscriptionRequired } from './errors.ts';
import { emptyLearnerState, loadLearnerState, passedStepIds } from './learner-state.ts';
import { presentProjectDetail, presentStageDetail } from './presenter.ts';
import { findReadableProject, findStage, loadOutline } from './project-outline.ts';
import { stageXpItem } from './stage-clear.ts';

/** The overview page: anyone may read a published project; whether the viewer may open its steps is part of it. */
export async function readProjectDetail(db: Executor, options: { projectId: number; viewer: UserRow | undefined }): Promise<EduProjectDetail> {
  const project = await findReadableProject(db, options);
  const outline = await loadOutline(db, project);
  const [state, [learners], [competition]] = await Promise.all([
    options.viewer ? loadLearnerState(db, { userId: options.viewer.id, projectId: project.id, stepIds: outline.steps.map((step) => step.id) }) : emptyLearnerState(),
    db.select({ n: count() }).from(eduEnrollments).where(eq(eduEnrollments.projectId, project.id)),
    project.competitionId
      ? db.select({ id: competitions.id, title: competitions.title, isOfficial: competitions.isOfficial }).from(competitions).where(eq(competitions.id, project.competitionId))
      : Promise.resolve([]),
  ]);
  return presentProjectDetail(outline, {
    learnerCount: learners!.n,
    enrollment: state.enrollment,
    passed: passedStepIds(state),
    accessState: canOpenSteps(options.viewer, project),
    competition: competition ?? null,
  });
}

/** A stage's steps: members who may open the project's steps only (docs/learning.md, "Access"). */
export async function readStageDetail(db: Executor, options: { projectId: number; stageNumber: number; viewer: UserRow | undefined }): Promise<EduStageDetail> {
  const project = await findReadableProject(db, options);
  const access = canOpenSteps(options.viewer, project);
  if (access === 'login_required' || !options.viewer) throw notLoggedIn();
  if (access === 'subscription_required') throw subscriptionRequired();
  const outline = await loadOutline(db, project);
  const stage = findStage(outline, options.stageNumber);
  const [state, [award]] = await Promise.all([
    loadLearnerState(db, { userId: options.viewer.id, projectId: project.id, stepIds: outline.steps.map((step) => step.id) }),
    db
      .select({ amount: xpEvents.amount })
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, options.viewer.id), eq(xpEvents.reason, 'edu_stage'), eq(xpEvents.itemKey, stageXpItem(stage.id)))),
  ]);
  return presentStageDetail(outline, stage, { progress: state.progress, passed: passedStepIds(state), xpAwarded: award?.amount ?? 0 });
}
