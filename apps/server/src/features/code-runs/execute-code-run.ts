import { and, eq, inArray } from 'drizzle-orm';
import type { Runner, RunRequest, RunResult } from '@madang/runner';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { codeRuns } from '../../db/schema.ts';
import { completeJob, type Job } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { recordCodeGrade } from '../learning/record-code-grade.ts';
import { prepareStepRunInputs } from '../learning/step-run-inputs.ts';
import { CODE_RUN_QUEUE } from './create-code-run.ts';

/** How often a running run's worker looks for a cancel made by another process. */
const CANCEL_POLL_MS = 1_000;

/** Thrown when the lease passed to another worker mid-run: that worker already ended the run as interrupted. */
class LeaseLost extends Error {}

type CodeRunContext = Pick<AppContext, 'db' | 'runner' | 'storage'>;

/**
 * Runs one queued run: queued → running, the code through the runner (a learning step's run with its
 * project's data files), then its result, a submission's grade and the job's completion in one
 * transaction only the lease holder can commit. A run that is no longer
 * queued when its job comes up (cancelled) is skipped. Code runs get one attempt: when a worker dies
 * mid-run its job is taken again after the lease, the queue sees the attempt was its last and
 * giveUp ends the run as interrupted instead of running the learner's code a second time.
 */
export function createCodeRunHandler(ctx: CodeRunContext, options: { runner: Runner }): JobHandler<typeof CODE_RUN_QUEUE> {
  const { db } = ctx;
  const announce = (runId: number) => ctx.runner.events.emit('change', runId);

  const complete = (job: Job<typeof CODE_RUN_QUEUE>, workerId: string, write?: (tx: Executor) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      if (!(await completeJob(tx, { jobId: job.id, workerId }))) throw new LeaseLost();
      await write?.(tx);
    });

  const execute = async (job: Job<typeof CODE_RUN_QUEUE>, workerId: string) => {
    const { runId } = job.payload;
    const [run] = await db
      .update(codeRuns)
      .set({ status: 'running', startedAt: new Date() })
      .where(and(eq(codeRuns.id, runId), eq(codeRuns.status, 'queued')))
      .returning({ code: codeRuns.code, check: codeRuns.check, userId: codeRuns.userId, stepId: codeRuns.stepId, submit: codeRuns.submit });
    if (!run) {
      // Cancelled while it waited.
      await complete(job, workerId);
      return;
    }
    announce(runId);
    // A learner's submission (no check of its own) is graded with its step's hidden check.
    const graded = run.submit && run.stepId !== null && !run.check;
    const inputs = run.stepId !== null ? await prepareStepRunInputs(ctx, { stepId: run.stepId, submit: graded }) : undefined;
    const check = run.check ?? inputs?.check;
    let result: RunResult;
    try {
      result = await runCancellably(runId, { code: run.code, files: inputs?.files, ...(check ? { check } : {}) });
    } finally {
      await inputs?.dispose();
    }
    const finishedAt = new Date();
    const status = result.status === 'cancelled' ? 'cancelled' : 'done';
    await complete(job, workerId, async (tx) => {
      const grade = graded && status === 'done' ? await recordCodeGrade(tx, { userId: run.userId, stepId: run.stepId!, result, at: finishedAt }) : null;
      await tx
        .update(codeRuns)
        .set({ status, result, grade, finishedAt })
        .where(and(eq(codeRuns.id, runId), eq(codeRuns.status, 'running')));
    });
    announce(runId);
  };

  const runCancellably = async (runId: number, request: RunRequest) => {
    const controller = new AbortController();
    const onCancel = (id: number) => {
      if (id === runId) controller.abort();
    };
    ctx.runner.events.on('cancel', onCancel);
    const poll = setInterval(() => {
      db.select({ cancelRequestedAt: codeRuns.cancelRequestedAt })
        .from(codeRuns)
        .where(eq(codeRuns.id, runId))
        .then(([row]) => {
          if (row?.cancelRequestedAt) controller.abort();
        })
        // A failed look is simply repeated at the next tick.
        .catch(() => {});
    }, CANCEL_POLL_MS);
    try {
      return await options.runner.run(request, { signal: controller.signal });
    } finally {
      clearInterval(poll);
      ctx.runner.events.off('cancel', onCancel);
    }
  };

  return {
    queue: CODE_RUN_QUEUE,
    async run(job, workerId) {
      try {
        await execute(job, workerId);
      } catch (error) {
        if (!(error instanceof LeaseLost)) throw error;
      }
    },
    async giveUp(job) {
      const { runId } = job.payload;
      const ended = await db
        .update(codeRuns)
        .set({ status: 'interrupted', finishedAt: new Date() })
        .where(and(eq(codeRuns.id, runId), inArray(codeRuns.status, ['queued', 'running'])))
        .returning({ id: codeRuns.id });
      if (ended.length > 0) announce(runId);
    },
  };
}
