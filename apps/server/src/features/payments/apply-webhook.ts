import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { paymentOrders, payments, plans, refunds } from '../../db/schema.ts';
import { appendLedger, lockMember } from './ledger.ts';
import type { ProviderPayment } from './provider.ts';
import { recordApproval } from './record-approval.ts';

/**
 * A provider's webhook says a payment changed. Its body is never trusted: the payment is read back from the
 * provider by its key, and that state is applied, so a forged, replayed or out-of-order event can only
 * repeat what the provider already holds. An approval is recorded once (the order's row lock), each refund
 * once (its transaction key).
 */
export async function applyProviderPayment(ctx: Pick<AppContext, 'db' | 'payments'>, paymentKey: string): Promise<'unknown' | 'applied'> {
  const payment = await ctx.payments?.getPayment(paymentKey);
  if (!payment) return 'unknown';
  const [order] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, payment.orderId));
  if (!order || order.provider !== ctx.payments?.name) return 'unknown';
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order.id)).for('update');
    if (payment.status === 'DONE' || payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED') await recordApproval(tx, locked!, payment);
    if (payment.cancels.length > 0) await recordRefunds(tx, order.id, payment);
  });
  return 'applied';
}

/** Records the provider's cancellations we do not have yet (a refund made in the provider's dashboard too). */
export async function recordRefunds(tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], orderRowId: number, payment: ProviderPayment) {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderRowId));
  const [paid] = await tx.select().from(payments).where(eq(payments.orderId, orderRowId));
  if (!order || !paid) return;
  let added = false;
  for (const cancel of payment.cancels) {
    const inserted = await tx
      .insert(refunds)
      .values({ paymentId: paid.id, amount: cancel.cancelAmount, reason: cancel.cancelReason.slice(0, 200), transactionKey: cancel.transactionKey })
      .onConflictDoNothing()
      .returning({ id: refunds.id });
    added ||= inserted.length > 0;
  }
  if (!added) return;
  const refunded = payment.cancels.reduce((sum, c) => sum + c.cancelAmount, 0);
  const whole = refunded >= paid.amount;
  await tx
    .update(paymentOrders)
    .set({ state: whole ? 'refunded' : 'partially_refunded', updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, orderRowId));
  const [plan] = await tx.select({ periodMonths: plans.periodMonths }).from(plans).where(eq(plans.id, order.planId));
  // A lecture or a course refunded is simply no longer held (its order is refunded); only subscriptions have a ledger.
  if (plan?.periodMonths === null) return;
  await lockMember(tx, order.userId);
  // A refund of the whole payment ends what it paid for; a partial one is a goodwill refund and ends nothing.
  // Not keyed by the order (which may be refunded in several parts): the refunds' own keys keep it once per refund.
  await appendLedger(tx, { userId: order.userId, kind: 'refunded', planId: order.planId, detail: { order_id: order.orderId, amount: refunded, ends_subscription: whole } });
}
