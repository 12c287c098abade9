import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { codeRuns, jobs } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { CODE_RUN_QUEUE, type CodeRunRow } from './create-code-run.ts';

/**
 * Cancels a member's run. A queued one ends at once and its job is closed, so it never starts; a
 * running one is marked for cancelling and the worker holding it (in this process by an event, in
 * another by its poll) stops the process and writes the result. A finished run stays as it was.
 */
export async function cancelCodeRun(ctx: Pick<AppContext, 'db' | 'runner'>, options: { runId: number; userId: number }): Promise<CodeRunRow> {
  const run = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(codeRuns)
      .where(and(eq(codeRuns.id, options.runId), eq(codeRuns.userId, options.userId)))
      .for('update');
    if (!locked) throw notFound();
    if (locked.status === 'queued') {
      const [cancelled] = await tx.update(codeRuns).set({ status: 'cancelled', finishedAt: new Date() }).where(eq(codeRuns.id, locked.id)).returning();
      await tx
        .update(jobs)
        .set({ state: 'done', finishedAt: new Date() })
        .where(and(eq(jobs.queue, CODE_RUN_QUEUE), eq(jobs.state, 'queued'), sql`(${jobs.payload}->>'runId')::bigint = ${locked.id}`));
      return cancelled!;
    }
    if (locked.status === 'running' && !locked.cancelRequestedAt) {
      const [marked] = await tx.update(codeRuns).set({ cancelRequestedAt: new Date() }).where(eq(codeRuns.id, locked.id)).returning();
      return marked!;
    }
    return locked;
  });
  if (run.status === 'running') ctx.runner.events.emit('cancel', run.id);
  ctx.runner.events.emit('change', run.id);
  return run;
}
