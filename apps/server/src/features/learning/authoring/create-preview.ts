import type { EduCodeParts } from '@madang/contracts';
import type { AppContext } from '../../../app-context.ts';
import { eduStepPreviews } from '../../../db/schema.ts';
import { conflict } from '../../../http/app-error.ts';
import type { UserRow } from '../../accounts/sessions.ts';
import { createCodeRun } from '../../code-runs/create-code-run.ts';
import type { ProjectRow, StepRow } from '../project-outline.ts';
import type { PreviewWithRuns } from './preview-state.ts';
import { fingerprintFiles, stepVersion } from './step-version.ts';

/**
 * Queues a preview of a code step, saved or an unsaved draft of its code: the model answer and the starter, each
 * run as the author's code run with the check and the project's data files. Both runs and the preview are written
 * in one transaction, so a refusal (the author's run limits) leaves neither run behind.
 */
export async function createPreview(
  ctx: Pick<AppContext, 'db' | 'config' | 'runner'>,
  options: { user: UserRow; project: ProjectRow; step: StepRow; draft?: EduCodeParts },
): Promise<PreviewWithRuns> {
  const { step } = options;
  const parts = options.draft ?? step.code;
  if (!parts || (!options.draft && step.kind !== 'code')) throw conflict('edu_not_code');
  const version = stepVersion(parts, await fingerprintFiles(ctx.db, options.project.id));
  const check = { checkCode: parts.check, solutionCode: parts.solution };
  const created = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const solution = await createCodeRun(inTx, { user: options.user, code: parts.solution, stepId: step.id, check });
    // An empty starter still runs, so that the check says what is missing.
    const starter = await createCodeRun(inTx, { user: options.user, code: parts.starter.trim() ? parts.starter : 'pass', stepId: step.id, check });
    const [preview] = await tx
      .insert(eduStepPreviews)
      .values({ stepId: step.id, version, solutionRunId: solution.id, starterRunId: starter.id, userId: options.user.id })
      .returning();
    return { preview: preview!, solution, starter };
  });
  // The runs' own announcements came before the commit; the worker looks again now that they are there.
  ctx.runner.events.emit('queued');
  return created;
}
