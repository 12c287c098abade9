import { EDU_ANSWER_XP_COST, EDU_HINT_XP_COST, type Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { eduXpCanUseSchema, eduXpUseSchema } from '@madang/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { spendXp } from '../xp/spend-xp.ts';
import { hintUnavailable } from './errors.ts';
import { presentStepView } from './presenter.ts';
import { saveProgress } from './save-progress.ts';
import { loadStepContext, openStepForAction, type StepAddress } from './step-context.ts';
import { firstOpenStep } from './step-order.ts';

/** The ledger items of what a learner buys: per step, per hint and per attempt, so a retake buys them again. */
const hintItem = (stepId: number, hint: number, attempt: number) => `step:${stepId}:hint:${hint}:attempt:${attempt}`;
const answerItem = (stepId: number, attempt: number) => `step:${stepId}:answer:${attempt}`;

const balanceOf = async (db: Executor, userId: number) => (await db.select({ totalXp: users.totalXp }).from(users).where(eq(users.id, userId)))[0]!.totalXp;

/** `GET /v1/xp/canUse`: whether the next hint and the model answer can be bought now, and why not. */
export async function readXpCanUse(db: Database, options: StepAddress & { user: UserRow; locale: Locale }): Promise<z.infer<typeof eduXpCanUseSchema>> {
  const context = await loadStepContext(db, options);
  const balance = await balanceOf(db, options.user.id);
  const { step, locked } = context;
  const progress = context.state.progress.get(step.id);
  const hints = step.kind === 'code' ? (step.code?.hints.length ?? 0) : 0;
  const remaining = hints - (progress?.hintsOpened ?? 0);
  const opened = Boolean(progress?.answerSeen || progress?.status === 'passed');
  const usable = step.kind === 'code' && !locked;
  const hint = { can_use: usable && remaining > 0 && balance >= EDU_HINT_XP_COST, cost: EDU_HINT_XP_COST, remaining };
  const answer = { can_use: usable && !opened && balance >= EDU_ANSWER_XP_COST, cost: EDU_ANSWER_XP_COST, opened };
  return { hint, answer, balance, reason: hint.can_use || answer.can_use ? null : whyNot() };

  function whyNot(): string {
    const text = (key: string, params?: Record<string, number>) => translate(options.locale, `errors.${key}`, params);
    if (step.kind !== 'code') return text('edu_not_code');
    if (locked) {
      const next = firstOpenStep(context.outline.steps, context.passed)!;
      return text('edu_step_locked', { stageNumber: next.stageNumber, stepNumber: next.number });
    }
    const cheapest = remaining > 0 ? EDU_HINT_XP_COST : !opened ? EDU_ANSWER_XP_COST : null;
    return cheapest === null ? text('edu_xp_nothing_left') : text('xp_not_enough', { cost: cheapest, balance });
  }
}

/**
 * `POST /v1/xp/use`: buys a code step's hint (the one named, in order) or its model answer for this attempt.
 * Something already bought, or a model answer already earned by passing, costs nothing again.
 */
export async function useXp(db: Database, options: StepAddress & { user: UserRow; what: 'hint' | 'answer'; hint?: number }): Promise<z.infer<typeof eduXpUseSchema>> {
  return db.transaction(async (tx) => {
    const context = await openStepForAction(tx, { ...options, kind: 'code' });
    const { step, enrollment, state } = context;
    const progress = state.progress.get(step.id);
    const at = new Date();
    let spent = 0;
    if (options.what === 'hint') {
      const wanted = options.hint ?? (progress?.hintsOpened ?? 0) + 1;
      const opened = progress?.hintsOpened ?? 0;
      const count = step.code?.hints.length ?? 0;
      if (wanted > opened) {
        if (wanted !== opened + 1 || wanted > count) throw hintUnavailable({ hint: wanted, next: opened + 1, count });
        spent = (await spendXp(tx, { userId: options.user.id, reason: 'edu_hint', itemKey: hintItem(step.id, wanted, enrollment.attempt), cost: EDU_HINT_XP_COST, at })).spent;
        state.progress.set(step.id, await saveProgress(tx, { userId: options.user.id, stepId: step.id, attempt: enrollment.attempt, change: { hintsOpened: wanted }, at }));
      }
    } else if (!progress?.answerSeen && progress?.status !== 'passed') {
      spent = (await spendXp(tx, { userId: options.user.id, reason: 'edu_answer', itemKey: answerItem(step.id, enrollment.attempt), cost: EDU_ANSWER_XP_COST, at })).spent;
      state.progress.set(step.id, await saveProgress(tx, { userId: options.user.id, stepId: step.id, attempt: enrollment.attempt, change: { answerSeen: true }, at }));
    }
    return { spent, balance: await balanceOf(tx, options.user.id), step: presentStepView(step, { progress: state.progress.get(step.id), locked: false }) };
  });
}
