import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { createCodeRun, type CodeRunRow } from '../code-runs/create-code-run.ts';
import { saveProgress } from './save-progress.ts';
import { touchEnrollment } from './stage-clear.ts';
import { loadStepContext, openStepForAction, type StepAddress } from './step-context.ts';

/**
 * Runs or submits a learner's code for a code step, with the same limits as any run: the step must be open to
 * them, and the code is kept as the step's saved code in the transaction that queues the run.
 */
export async function startStepRun(
  ctx: Pick<AppContext, 'db' | 'config' | 'runner'>,
  options: StepAddress & { user: UserRow; code: string; submit: boolean },
): Promise<CodeRunRow> {
  const { step } = await loadStepContext(ctx.db, { ...options, kind: 'code' });
  return createCodeRun(ctx, {
    user: options.user,
    code: options.code,
    stepId: step.id,
    submit: options.submit,
    prepare: async (tx) => {
      const context = await openStepForAction(tx, { ...options, kind: 'code' });
      const at = new Date();
      const status = context.state.progress.get(step.id)?.status ?? 'in_progress';
      await saveProgress(tx, { userId: options.user.id, stepId: step.id, attempt: context.enrollment.attempt, change: { savedCode: options.code, status }, at });
      await touchEnrollment(tx, { userId: options.user.id, projectId: options.projectId, stepId: step.id, at });
    },
  });
}
