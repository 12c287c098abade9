import type { AppContext } from '../../app-context.ts';
import { completeJob } from '../jobs/queue.ts';
import { type RunningWorker, startWorker } from '../jobs/worker.ts';
import { applyProviderPayment } from './apply-webhook.ts';
import { runPeriodEnd, runRenewalNotice } from './lifecycle.ts';
import { LOCAL_WEBHOOK_QUEUE } from './local-provider.ts';
import { PERIOD_END_QUEUE, RENEWAL_NOTICE_QUEUE } from './record-approval.ts';

/** The local provider's webhooks: each job carries a payment key and is applied like Toss's event. */
export function startLocalWebhookWorker(ctx: AppContext, options: { loop?: boolean; onError?: (error: unknown) => void } = {}): RunningWorker {
  return startWorker(
    {
      db: ctx.db,
      handler: {
        queue: LOCAL_WEBHOOK_QUEUE,
        async run(job, workerId) {
          await applyProviderPayment(ctx, String(job.payload.paymentKey));
          await completeJob(ctx.db, { jobId: job.id, workerId });
        },
        async giveUp() {},
      },
      concurrency: 1,
      leaseMs: 60_000,
      pollMs: 2_000,
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
}

/** Renewals and expiries at each subscription's period end (`lifecycle.ts`). */
export function startPeriodEndWorker(ctx: AppContext, options: { loop?: boolean; onError?: (error: unknown) => void } = {}): RunningWorker {
  return startWorker(
    {
      db: ctx.db,
      handler: {
        queue: PERIOD_END_QUEUE,
        run: (job, workerId) => runPeriodEnd(ctx, { job, workerId }),
        async giveUp() {},
      },
      concurrency: 1,
      leaseMs: 120_000,
      pollMs: 30_000,
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
}

/** The mails a few days before each renewal. */
export function startRenewalNoticeWorker(ctx: AppContext, options: { loop?: boolean; onError?: (error: unknown) => void } = {}): RunningWorker {
  return startWorker(
    {
      db: ctx.db,
      handler: { queue: RENEWAL_NOTICE_QUEUE, run: (job, workerId) => runRenewalNotice(ctx, { job, workerId }), async giveUp() {} },
      concurrency: 1,
      leaseMs: 60_000,
      pollMs: 60_000,
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
}
