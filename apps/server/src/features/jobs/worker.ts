import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import { claimJob, releaseJob, type JobRow } from './queue.ts';

export interface JobHandler {
  queue: string;
  /** Does the work and completes the job (completeJob) in the transaction that writes its result. */
  run(job: JobRow, workerId: string): Promise<void>;
  /** Called once when a job has failed its last attempt. */
  giveUp(job: JobRow, error: string): Promise<void>;
}

export interface WorkerOptions {
  db: Database;
  handler: JobHandler;
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

/** Runs jobs of one queue until stopped: claim, run, and on failure give the job back for a retry. */
export function startWorker(options: WorkerOptions, { loop = true } = {}): RunningWorker {
  const id = newWorkerId();
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const unsubscribe = options.subscribe?.(wakeAll);

  const runOnce = async (): Promise<boolean> => {
    const job = await claimJob(options.db, { queue: options.handler.queue, workerId: id, leaseMs: options.leaseMs });
    if (!job) return false;
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

  const finalFailure = async (job: JobRow, message: string) => {
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
