import type { EduGrade, Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codeRuns, eduStages, eduSteps } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { gradeNotReady, gradeUnavailable } from './errors.ts';
import { presentGrade } from './present-grade.ts';
import { loadStepContext } from './step-context.ts';

/** The grade of the caller's submission of a code step, once its run is done: the check's message, or why the code was not checked. */
export async function readRunGrade(db: Database, options: { runId: number; user: UserRow; locale: Locale }): Promise<EduGrade> {
  const [found] = await db
    .select({ run: codeRuns, stageNumber: eduStages.number, stepNumber: eduSteps.number, projectId: eduStages.projectId })
    .from(codeRuns)
    .innerJoin(eduSteps, eq(eduSteps.id, codeRuns.stepId))
    .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
    .where(and(eq(codeRuns.id, options.runId), eq(codeRuns.userId, options.user.id), eq(codeRuns.submit, true)));
  if (!found) throw notFound();
  const { run } = found;
  if (run.status === 'queued' || run.status === 'running') throw gradeNotReady();
  if (run.status !== 'done' || !run.grade || !run.result) throw gradeUnavailable();
  const context = await loadStepContext(db, { user: options.user, projectId: found.projectId, stageNumber: found.stageNumber, stepNumber: found.stepNumber });
  const { result, grade } = run;
  const message = result.check
    ? result.check.message[options.locale]
    : result.error
      ? translate(options.locale, 'runner.grade.code_error', { type: result.error.type })
      : translate(options.locale, 'runner.grade.code_stopped');
  return presentGrade(context, { passed: grade.passed, message, outcome: grade });
}
