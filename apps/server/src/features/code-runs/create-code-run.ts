import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { codeRuns, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { runBudgetSpent, runnerUnavailable, tooManyRuns } from './errors.ts';

export const CODE_RUN_QUEUE = 'code-run';
/** The advisory lock that queues runs one at a time (any constant no other feature uses). */
const QUEUE_LOCK_KEY = 0x636f6465;

export type CodeRunRow = typeof codeRuns.$inferSelect;
/** A run's own check (an author's preview, features/learning/authoring): the code is checked against `solutionCode`, never graded. */
export type CodeRunCheck = NonNullable<CodeRunRow['check']>;

/**
 * Queues a member's run. In one transaction holding the member's row lock: re-count their runs
 * queued or running and those started in the last minute, then under the queue's lock write the run
 * and queue its job. One attempt only: a job taken again after its worker died ends the run as
 * interrupted, because running a learner's code twice is not wanted.
 */
export async function createCodeRun(
  ctx: Pick<AppContext, 'db' | 'config' | 'runner'>,
  options: {
    user: UserRow;
    code: string;
    stepId?: number;
    check?: CodeRunCheck;
    /** A learner's submission of the step: graded with the step's hidden check when done (features/learning). */
    submit?: boolean;
    /** The caller's own checks and writes (a learning step's lock, the saved code), in this transaction before the member's counts. */
    prepare?: (tx: Executor) => Promise<void>;
  },
): Promise<CodeRunRow> {
  if (!ctx.runner.availability.available) throw runnerUnavailable();
  const { activePerMember, runsPerMinute } = ctx.config.runner;
  const run = await ctx.db.transaction(async (tx) => {
    await options.prepare?.(tx);
    // NO KEY UPDATE serializes this member's counts without blocking rows that merely reference the user.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, options.user.id)).for('no key update');
    const [counts] = await tx
      .select({
        active: sql<number>`count(*) filter (where ${codeRuns.status} in ('queued', 'running'))`.mapWith(Number),
        lastMinute: sql<number>`count(*) filter (where ${codeRuns.createdAt} > now() - interval '1 minute')`.mapWith(Number),
      })
      .from(codeRuns)
      .where(eq(codeRuns.userId, options.user.id));
    if (counts!.active >= activePerMember) throw tooManyRuns(activePerMember);
    if (counts!.lastMinute >= runsPerMinute) throw runBudgetSpent(runsPerMinute);
    // Runs are queued one at a time, so ids are handed out in commit order and the worker, which
    // takes the lowest id, starts them in the order they were queued even when members press Run at once.
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK_KEY})`);
    const [created] = await tx
      .insert(codeRuns)
      .values({ userId: options.user.id, code: options.code, stepId: options.stepId, check: options.check, submit: options.submit ?? false })
      .returning();
    await enqueueJob(tx, { queue: CODE_RUN_QUEUE, payload: { runId: created!.id }, maxAttempts: 1 });
    return created!;
  });
  ctx.runner.events.emit('queued');
  ctx.runner.events.emit('change', run.id);
  return run;
}
