import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { eduXpAnswerWarningSchema, eduXpDailyCompletionSchema, eduXpShouldRetakeSchema, eduXpUsedStepsSchema } from '@madang/contracts';
import type { Database } from '../../db/client.ts';
import { eduEnrollments, eduStepProgress, xpEvents } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { kstDay } from '../xp/kst-day.ts';
import { canOpenSteps } from './access.ts';
import { subscriptionRequired } from './errors.ts';
import { loadLearnerState } from './learner-state.ts';
import { findReadableProject, findStage, loadOutline } from './project-outline.ts';
import { stageXpItem } from './stage-clear.ts';
import { loadStepContext, type StepAddress } from './step-context.ts';

/** `GET /v1/xp/usedXpStepNumbers`: the stage's steps on which the caller bought a hint or the model answer in this attempt. */
export async function readUsedXpSteps(db: Database, options: { user: UserRow; projectId: number; stageNumber: number }): Promise<z.infer<typeof eduXpUsedStepsSchema>> {
  const project = await findReadableProject(db, { projectId: options.projectId, viewer: options.user });
  if (canOpenSteps(options.user, project) === 'subscription_required') throw subscriptionRequired();
  const outline = await loadOutline(db, project);
  const stage = findStage(outline, options.stageNumber);
  const state = await loadLearnerState(db, { userId: options.user.id, projectId: project.id, stepIds: stage.steps.map((step) => step.id) });
  const used = stage.steps.filter((step) => {
    const progress = state.progress.get(step.id);
    return Boolean(progress && (progress.hintsOpened > 0 || progress.answerSeen));
  });
  return { step_numbers: used.map((step) => step.number) };
}

/** `GET /v1/xp/checkAnswerAfterWarning`: whether the caller opened this step's answer, and whether its stage can still earn XP. */
export async function readAnswerWarning(db: Database, options: StepAddress & { user: UserRow }): Promise<z.infer<typeof eduXpAnswerWarningSchema>> {
  const { stage, step, state } = await loadStepContext(db, options);
  const [earned] = await db
    .select({ id: xpEvents.id })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, options.user.id), eq(xpEvents.reason, 'edu_stage'), eq(xpEvents.itemKey, stageXpItem(stage.id))));
  const seenInStage = stage.steps.some((candidate) => state.progress.get(candidate.id)?.answerSeen);
  return { answer_seen: state.progress.get(step.id)?.answerSeen ?? false, earns_xp: !earned && !seenInStage };
}

/** `GET /v1/xp/shouldRetake`: the caller completed the project and may start it over. */
export async function readShouldRetake(db: Database, options: { user: UserRow; projectId: number }): Promise<z.infer<typeof eduXpShouldRetakeSchema>> {
  await findReadableProject(db, { projectId: options.projectId, viewer: options.user });
  const [enrollment] = await db
    .select({ completedAt: eduEnrollments.completedAt })
    .from(eduEnrollments)
    .where(and(eq(eduEnrollments.userId, options.user.id), eq(eduEnrollments.projectId, options.projectId)));
  const completedAt = enrollment?.completedAt ?? null;
  return { should_retake: completedAt !== null, completed_at: completedAt?.toISOString() ?? null };
}

const DAY_MS = 86_400_000;

/** `GET /v1/xp/dailyCompletionCount`: steps the caller passed today, the day in Korea. */
export async function readDailyCompletionCount(db: Database, options: { user: UserRow; now?: Date }): Promise<z.infer<typeof eduXpDailyCompletionSchema>> {
  const day = kstDay(options.now ?? new Date());
  const start = new Date(`${day}T00:00:00+09:00`);
  const [row] = await db
    .select({ n: count() })
    .from(eduStepProgress)
    .where(and(eq(eduStepProgress.userId, options.user.id), gte(eduStepProgress.passedAt, start), lt(eduStepProgress.passedAt, new Date(start.getTime() + DAY_MS))));
  return { count: row!.n, day };
}
