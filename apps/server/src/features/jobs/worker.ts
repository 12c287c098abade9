import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import { type JobKind, jobPayloadSchemas } from './job-kinds.ts';
import { claimJob, type Job, type JobRow, releaseJob } from './queue.ts';

export interface JobHandler<Kind extends JobKind> {
  queue: Kind;
  /** Does the work and completes the job (completeJob) in the transaction that writes its result. */
  run(job: Job<Kind>, workerId: string): Promise<void>;
  /** Called once when a job has failed its last attempt. */
  giveUp(job: Job<Kind>, error: string): Promise<void>;
}

/** A claimed job whose payload its kind's schema refused: it fails for good, since no retry can mend it. */
export class MalformedJobPayload extends Error {
  constructor(
    readonly job: Pick<JobRow, 'id' | 'queue' | 'payload'>,
    problems: string,
  ) {
    super(`job ${job.id} (${job.queue}) has a malformed payload: ${problems}`);
    this.name = 'MalformedJobPayload';
  }
}

export interface WorkerOptions<Kind extends JobKind> {
  db: Database;
  handler: JobHandler<Kind>;
  /** Jobs run side by side in this process. */
  concurrency: number;
  /** How long a claimed job stays ours without finishing; a dead worker's job is taken again after it. */
  leaseMs: number;
  /** How often an idle worker looks for jobs queued by other processes. */
  pollMs: number;
  /** Wakes an idle worker at once when this process queues a job. */
  subscribe?: (wake: () => void) => () => void;
  onError?: (error: unknown) => void;
}

export interface RunningWorker {
  id: string;
  /** Claims and runs one job if one is due; true when it ran one. */
  runOnce(): Promise<boolean>;
  stop(): Promise<void>;
}

export const newWorkerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** A claimed row as a job of `kind`, its payload read by the kind's schema; throws MalformedJobPayload when it does not fit. */
export function readJob<Kind extends JobKind>(row: JobRow, kind: Kind): Job<Kind> {
  const parsed = jobPayloadSchemas[kind].safeParse(row.payload);
  if (!parsed.success) throw new MalformedJobPayload(row, parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`).join('; '));
  return { ...row, queue: kind, payload: parsed.data as Job<Kind>['payload'] };
}

/**
 * Runs jobs of one queue until stopped: claim, check the payload, run, and on failure give the job back
 * for a retry. A malformed payload fails its job at once, reported through `onError`, and never reaches the handler.
 */
export function startWorker<Kind extends JobKind>(options: WorkerOptions<Kind>, { loop = true } = {}): RunningWorker {
  const id = newWorkerId();
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const unsubscribe = options.subscribe?.(wakeAll);

  const runOnce = async (): Promise<boolean> => {
    const claimed = await claimJob(options.db, { queue: options.handler.queue, workerId: id, leaseMs: options.leaseMs });
    if (!claimed) return false;
    let job: Job<Kind>;
    try {
      job = readJob(claimed, options.handler.queue);
    } catch (error) {
      if (!(error instanceof MalformedJobPayload)) throw error;
      await releaseJob(options.db, { job: { ...claimed, attempts: claimed.maxAttempts }, workerId: id, error: error.message });
      options.onError?.(error);
      return true;
    }
    if (job.attempts > job.maxAttempts) {
      // Its workers kept dying before they could report: stop retrying it.
      await finalFailure(job, 'lease expired on every attempt');
      return true;
    }
    try {
      await options.handler.run(job, id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await releaseJob(options.db, { job, workerId: id, error: message });
      if (outcome === 'failed') await options.handler.giveUp(job, message);
      options.onError?.(error);
    }
    return true;
  };

  const finalFailure = async (job: Job<Kind>, message: string) => {
    const outcome = await releaseJob(options.db, { job: { ...job, attempts: job.maxAttempts }, workerId: id, error: message });
    if (outcome === 'failed') await options.handler.giveUp(job, message);
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });

  const lane = async () => {
    while (!stopped) {
      try {
        if (await runOnce()) continue;
      } catch (error) {
        options.onError?.(error);
      }
      if (!stopped) await idle();
    }
  };

  const lanes = loop ? Array.from({ length: options.concurrency }, lane) : [];
  return {
    id,
    runOnce,
    async stop() {
      stopped = true;
      unsubscribe?.();
      wakeAll();
      await Promise.all(lanes);
    },
  };
}
