import type { AppContext } from '../../app-context.ts';
import { type RunningWorker, startWorker } from '../jobs/worker.ts';
import { scheduleWeeklyDigest, sendWeeklyDigest } from './send-digest.ts';

/**
 * Queues the weekly digest if none is waiting and runs it when it falls due. A digest that fails its last attempt
 * queues the next one, so one bad week does not end the mailings until the next restart.
 */
export async function startDigestWorker(ctx: AppContext, options: { loop?: boolean; onError?: (error: unknown) => void } = {}): Promise<RunningWorker> {
  await scheduleWeeklyDigest(ctx);
  return startWorker(
    {
      db: ctx.db,
      handler: {
        queue: 'marketing-digest',
        run: (job, workerId) => sendWeeklyDigest(ctx, { job, workerId, onError: options.onError }),
        giveUp: () => scheduleWeeklyDigest(ctx),
      },
      concurrency: 1,
      leaseMs: 30 * 60_000,
      pollMs: 5 * 60_000,
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
}
