import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codeRuns } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { queuePositions } from '../jobs/queue.ts';
import { CODE_RUN_QUEUE, type CodeRunRow } from './create-code-run.ts';

/** A member's own run; another member's is reported as missing, so ids reveal nothing. */
export async function findOwnCodeRun(db: Executor, options: { runId: number; userId: number }): Promise<CodeRunRow> {
  const [run] = await db
    .select()
    .from(codeRuns)
    .where(and(eq(codeRuns.id, options.runId), eq(codeRuns.userId, options.userId)));
  if (!run) throw notFound();
  return run;
}

/** Jobs of all members ahead of a queued run (0 = next); null once it left the queue. */
export async function readQueuePosition(db: Executor, run: CodeRunRow): Promise<number | null> {
  if (run.status !== 'queued') return null;
  const positions = await queuePositions(db, { queue: CODE_RUN_QUEUE, key: 'runId', values: [run.id] });
  return positions.get(run.id) ?? null;
}
