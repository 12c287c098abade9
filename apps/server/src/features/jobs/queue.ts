import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { JobKind, JobPayload } from './job-kinds.ts';

export type JobRow = typeof jobs.$inferSelect;
/** A claimed job whose payload its kind's schema accepted. */
export type Job<Kind extends JobKind> = Omit<JobRow, 'payload'> & { queue: Kind; payload: JobPayload<Kind> };

/**
 * Queues a job of a known kind with that kind's payload, to run now or at `runAt`. Called inside the
 * transaction that creates the work, so a job exists exactly when its work does.
 */
export async function enqueueJob<Kind extends JobKind>(db: Executor, options: { queue: Kind; payload: JobPayload<Kind>; maxAttempts?: number; runAt?: Date }): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ queue: options.queue, payload: options.payload, maxAttempts: options.maxAttempts ?? 3, ...(options.runAt ? { runAt: options.runAt } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Takes the oldest due job of a queue, or one whose worker's lease ran out (the worker died), and
 * leases it to `workerId`. SKIP LOCKED lets many workers claim side by side without waiting.
 */
export async function claimJob(db: Executor, options: { queue: JobKind; workerId: string; leaseMs: number }): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, options.queue), or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`)))))
    .orderBy(asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: sql`now() + ${`${options.leaseMs} milliseconds`}::interval`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return job;
}

/**
 * Marks a job done if `workerId` still holds its lease. Run it in the transaction that writes the
 * job's result: when the lease was lost to another worker it returns false and the caller rolls back,
 * so a result is written once.
 */
export async function completeJob(db: Executor, options: { jobId: number; workerId: string }): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ state: 'done', finishedAt: new Date(), lockedUntil: null })
    .where(and(eq(jobs.id, options.jobId), eq(jobs.state, 'running'), eq(jobs.lockedBy, options.workerId)))
    .returning({ id: jobs.id });
  return done.length === 1;
}

/** Gives a failed attempt back to the queue after a backoff, or fails the job for good after its last attempt. */
export async function releaseJob(db: Executor, options: { job: JobRow; workerId: string; error: string }): Promise<'retry' | 'failed' | 'lost'> {
  const { job } = options;
  const final = job.attempts >= job.maxAttempts;
  const backoffMs = 500 * 2 ** job.attempts;
  const released = await db
    .update(jobs)
    .set(
      final
        ? { state: 'failed', lastError: options.error.slice(0, 2000), finishedAt: new Date(), lockedUntil: null }
        : {
            state: 'queued',
            lastError: options.error.slice(0, 2000),
            lockedBy: null,
            lockedUntil: null,
            runAt: sql`now() + ${`${backoffMs} milliseconds`}::interval`,
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, options.workerId)))
    .returning({ id: jobs.id });
  if (released.length === 0) return 'lost';
  return final ? 'failed' : 'retry';
}

/**
 * For jobs still waiting or running whose payload's `key` is one of `values`: how many jobs of the
 * queue are ahead of each (0 = next or running now), keyed by that payload value.
 */
export async function queuePositions(db: Executor, options: { queue: JobKind; key: string; values: number[] }): Promise<Map<number, number>> {
  if (options.values.length === 0) return new Map();
  const payloadValue = sql<number>`(${jobs.payload}->>${options.key})::bigint`.mapWith(Number);
  const rows = await db
    .select({
      value: payloadValue,
      // Spelled out: in a one-table select the outer id would otherwise be left unqualified.
      ahead: sql<number>`(select count(*) from jobs as ahead where ahead.queue = ${options.queue} and ahead.state in ('queued', 'running') and ahead.id < "jobs"."id")`.mapWith(
        Number,
      ),
    })
    .from(jobs)
    .where(and(eq(jobs.queue, options.queue), inArray(jobs.state, ['queued', 'running']), inArray(payloadValue, options.values)));
  return new Map(rows.map((row) => [row.value, row.ahead]));
}
