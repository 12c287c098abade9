import { createScoringPool } from '@madang/scoring';
import type { AppContext } from '../../app-context.ts';
import { startWorker, type RunningWorker } from '../jobs/worker.ts';
import { createGradingHandler } from './grade-submission.ts';
import { TruthCache } from './truth-cache.ts';

export interface GradingWorkerOptions {
  /** Scoring threads, and so submissions graded at once. */
  threads?: number;
  leaseMs?: number;
  pollMs?: number;
  /** false: no background loop; the caller drives runOnce (tests). */
  loop?: boolean;
  onError?: (error: unknown) => void;
}

/** Starts grading in this process: a scoring thread pool and a worker on the grading queue. */
export function startGradingWorker(ctx: Pick<AppContext, 'db' | 'storage' | 'cache' | 'submissionEvents'>, options: GradingWorkerOptions = {}): RunningWorker {
  const threads = options.threads ?? 2;
  // A scoring run stops after timeoutMs, well inside the lease, so a live worker never loses its job.
  const leaseMs = options.leaseMs ?? 120_000;
  const pool = createScoringPool({ size: threads, timeoutMs: Math.min(60_000, leaseMs / 2) });
  const worker = startWorker(
    {
      db: ctx.db,
      handler: createGradingHandler(ctx, { pool, truths: new TruthCache(ctx.db, ctx.storage) }),
      concurrency: threads,
      leaseMs,
      pollMs: options.pollMs ?? 1_000,
      subscribe: (wake) => {
        ctx.submissionEvents.on('queued', wake);
        return () => ctx.submissionEvents.off('queued', wake);
      },
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
  return {
    id: worker.id,
    runOnce: worker.runOnce,
    async stop() {
      await worker.stop();
      await pool.close();
    },
  };
}
