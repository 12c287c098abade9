import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { billingKeys, jobs, paymentOrders, plans, users } from '../../db/schema.ts';
import { completeJob, type JobRow } from '../jobs/queue.ts';
import { customerKeyOf, newOrderId } from './checkout.ts';
import { settleOrder } from './confirm-order.ts';
import { appendLedger, currentSubscription, lockMember } from './ledger.ts';
import { ProviderError } from './provider.ts';
import { PERIOD_END_QUEUE } from './record-approval.ts';
import { renewalMail } from './renewal-mail.ts';
import { openBillingKey } from './sealed-billing-key.ts';

/** A failed renewal is tried again a day later, three tries in all; then the subscription expires. */
export const RENEWAL_TRIES = 3;
export const RENEWAL_RETRY_MS = 24 * 60 * 60 * 1000;

/**
 * A subscription's period end (a job queued for that instant when the period was paid): a subscription that
 * does not renew (cancelled, or a fixed term) expires; one that renews is charged with the stored billing key
 * through a renewal order, like any payment (`confirming` first, one idempotency key per order). A refused
 * charge is a `renewal_failed` row and another try a day later; after the last, the subscription expires.
 * A job made stale by a later change (a renewal, an upgrade) finds another period end and does nothing.
 */
export async function runPeriodEnd(ctx: AppContext, options: { job: JobRow; workerId: string; now?: Date }) {
  const { job, workerId } = options;
  const now = options.now ?? new Date();
  const userId = Number(job.payload.userId);
  const due = new Date(String(job.payload.periodEnd));
  const order = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const current = await currentSubscription(tx, userId, now);
    // A later renewal or upgrade moved the period end, or nothing is left to do: this job is stale.
    if (current.periodEnd?.getTime() !== due.getTime() || current.ended || current.state === 'none' || current.state === 'active' || current.state === 'expiring') {
      await completeJob(tx, { jobId: job.id, workerId });
      return undefined;
    }
    if (current.state === 'cancelled') {
      await appendLedger(tx, { userId, kind: 'expired', planId: current.planId, detail: { reason: 'period_end' } });
      await completeJob(tx, { jobId: job.id, workerId });
      return undefined;
    }
    const [open] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.purpose, 'renewal'), inArray(paymentOrders.state, ['pending', 'confirming'])));
    if (open) return open;
    const [plan] = await tx.select().from(plans).where(eq(plans.id, current.planId!));
    const [created] = await tx
      .insert(paymentOrders)
      .values({
        orderId: newOrderId(),
        userId,
        planId: plan!.id,
        provider: ctx.payments?.name ?? 'local',
        flow: 'billing',
        purpose: 'renewal',
        amount: plan!.price,
        state: 'confirming',
      })
      .returning();
    return created;
  });
  if (!order) return;
  await chargeRenewal(ctx, { order, job, workerId, now });
}

async function chargeRenewal(ctx: AppContext, options: { order: typeof paymentOrders.$inferSelect; job: JobRow; workerId: string; now: Date }) {
  const { order, job, workerId, now } = options;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId));
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, order.planId));
  const [card] = await ctx.db
    .select()
    .from(billingKeys)
    .where(and(eq(billingKeys.userId, order.userId), isNull(billingKeys.revokedAt)));
  const link = `${ctx.config.publicUrl}${user!.locale === 'en' ? '/en' : ''}/myprofile/${user!.id}/payment-history`;
  const planName = user!.locale === 'en' ? plan!.nameEn : plan!.nameKo;
  let refusal: ProviderError;
  try {
    if (!ctx.payments || !card) throw new ProviderError('NO_BILLING_KEY', 'no card registered for renewals', 400);
    const payment = await ctx.payments.chargeBillingKey(
      {
        billingKey: openBillingKey(ctx.config.secret, card.sealedKey),
        customerKey: customerKeyOf(ctx.config.secret, order.userId),
        orderId: order.orderId,
        amount: order.amount,
        orderName: plan!.nameKo,
        customerEmail: user!.email,
        customerName: user!.name,
      },
      `charge-${order.orderId}`,
    );
    const settled = await settleOrder(ctx, order.orderId, payment);
    await completeJob(ctx.db, { jobId: job.id, workerId });
    const after = await currentSubscription(ctx.db, order.userId);
    if (settled.state === 'paid')
      await sendQuietly(ctx, renewalMail({ to: user!.email, locale: user!.locale, kind: 'renewed', plan: planName, amount: order.amount, date: after.periodEnd ?? now, link }));
    return;
  } catch (error) {
    // An unanswered charge may have gone through: the job is retried with the same order and idempotency key.
    if (!(error instanceof ProviderError) || error.unknownOutcome) throw error;
    refusal = error;
  }
  const nextTry = new Date(now.getTime() + RENEWAL_RETRY_MS);
  const expired = await ctx.db.transaction(async (tx) => {
    await tx
      .update(paymentOrders)
      .set({ state: 'failed', failureCode: refusal.code.slice(0, 100), failureMessage: refusal.providerMessage.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id));
    await lockMember(tx, order.userId);
    const current = await currentSubscription(tx, order.userId, now);
    const lastTry = current.failedCharges + 1 >= RENEWAL_TRIES;
    await appendLedger(tx, {
      userId: order.userId,
      kind: 'renewal_failed',
      planId: order.planId,
      orderId: order.id,
      detail: { code: refusal.code, next_try_at: lastTry ? null : nextTry.toISOString() },
    });
    if (lastTry) await appendLedger(tx, { userId: order.userId, kind: 'expired', planId: order.planId, detail: { reason: 'renewal_failed' } });
    else await tx.insert(jobs).values({ queue: PERIOD_END_QUEUE, payload: job.payload, runAt: nextTry, maxAttempts: 5 });
    await completeJob(tx, { jobId: job.id, workerId });
    return lastTry;
  });
  if (!expired) await sendQuietly(ctx, renewalMail({ to: user!.email, locale: user!.locale, kind: 'failed', plan: planName, amount: order.amount, date: nextTry, link }));
}

/**
 * The mail before a renewal: sent only when the subscription still renews at the period end the job was queued
 * for (a cancel, an upgrade or an earlier renewal since makes it stale), and the job completes either way.
 */
export async function runRenewalNotice(ctx: AppContext, options: { job: JobRow; workerId: string }) {
  const userId = Number(options.job.payload.userId);
  const due = new Date(String(options.job.payload.periodEnd));
  const current = await currentSubscription(ctx.db, userId);
  await completeJob(ctx.db, { jobId: options.job.id, workerId: options.workerId });
  if (!current.renews || current.periodEnd?.getTime() !== due.getTime() || current.planId === null) return;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, current.planId));
  const link = `${ctx.config.publicUrl}${user!.locale === 'en' ? '/en' : ''}/myprofile/${user!.id}/payment-history`;
  await sendQuietly(
    ctx,
    renewalMail({ to: user!.email, locale: user!.locale, kind: 'notice', plan: user!.locale === 'en' ? plan!.nameEn : plan!.nameKo, amount: plan!.price, date: due, link }),
  );
}

/** A renewal is settled whether or not its mail leaves; a mail failure is only logged by the mailer's caller. */
async function sendQuietly(ctx: AppContext, mail: Parameters<AppContext['mailer']['send']>[0]) {
  await ctx.mailer.send(mail).catch(() => undefined);
}
