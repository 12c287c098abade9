import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs, paymentOrders, payments, plans } from '../../db/schema.ts';
import { addMonths, appendLedger, currentSubscription, lockMember } from './ledger.ts';
import type { ProviderPayment } from './provider.ts';

type OrderRow = typeof paymentOrders.$inferSelect;

/** The queue of each subscription's period end: renew it, or let it expire (`lifecycle.ts`). */
export const PERIOD_END_QUEUE = 'subscription-period-end';

/** The queue of the mail a few days before a renewal's charge. */
export const RENEWAL_NOTICE_QUEUE = 'subscription-renewal-notice';
export const RENEWAL_NOTICE_DAYS = 3;

/** Queues the period-end job at `periodEnd` and the renewal notice days before it, in the transaction that set it. */
export async function schedulePeriodEnd(tx: Executor, options: { userId: number; periodEnd: Date }) {
  const payload = { userId: options.userId, periodEnd: options.periodEnd.toISOString() };
  const noticeAt = new Date(options.periodEnd.getTime() - RENEWAL_NOTICE_DAYS * 86_400_000);
  await tx.insert(jobs).values([
    { queue: PERIOD_END_QUEUE, payload, runAt: options.periodEnd, maxAttempts: 5 },
    { queue: RENEWAL_NOTICE_QUEUE, payload, runAt: noticeAt, maxAttempts: 3 },
  ]);
}

/**
 * Writes what the provider approved for an order: the payment, the order paid, and for a subscription the
 * ledger row that grants it. Run it in a transaction holding the order's row lock (`for update`): whichever
 * of confirm, webhook and reconciliation comes first writes, the others find the order paid and write nothing.
 * Answers false when the order was already settled.
 */
export async function recordApproval(tx: Executor, order: OrderRow, payment: ProviderPayment): Promise<boolean> {
  if (order.state !== 'pending' && order.state !== 'confirming') return false;
  if (payment.totalAmount !== order.amount || payment.orderId !== order.orderId) {
    throw new Error(`provider approved ${payment.totalAmount} for ${payment.orderId}, order ${order.orderId} is ${order.amount}`);
  }
  const approvedAt = payment.approvedAt ? new Date(payment.approvedAt) : new Date();
  await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: order.provider,
      paymentKey: payment.paymentKey,
      amount: payment.totalAmount,
      method: payment.method,
      card: payment.card,
      receiptUrl: payment.receiptUrl,
      approvedAt,
    })
    .onConflictDoNothing();
  await tx.update(paymentOrders).set({ state: 'paid', updatedAt: sql`now()` }).where(eq(paymentOrders.id, order.id));
  const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId));
  if (!plan?.periodMonths) return true;
  await lockMember(tx, order.userId);
  const current = await currentSubscription(tx, order.userId, approvedAt);
  // A renewal continues the period it renews; a purchase or an upgrade starts one now.
  const from = order.purpose === 'renewal' && current.periodEnd ? current.periodEnd : approvedAt;
  const periodEnd = addMonths(from, plan.periodMonths);
  const kind = order.purpose === 'renewal' ? 'renewed' : order.purpose === 'upgrade' ? 'upgraded' : 'started';
  const appended = await appendLedger(tx, { userId: order.userId, kind, planId: plan.id, orderId: order.id, periodEnd, detail: { amount: order.amount, credit: order.credit } });
  if (appended) await schedulePeriodEnd(tx, { userId: order.userId, periodEnd });
  return true;
}
