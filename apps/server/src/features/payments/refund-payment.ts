import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { paymentOrders, payments, refunds } from '../../db/schema.ts';
import { recordRefunds } from './apply-webhook.ts';
import { orderClosed, orderNotFound, paymentsOff, providerRefusal, refundTooLarge } from './errors.ts';
import { ProviderError } from './provider.ts';

/**
 * Refunds a payment in whole or in part (admins). The rest is checked under the order's row lock, the provider
 * is asked with one idempotency key per refund (the order and the refunded total so far, so a retried click
 * is the same refund), and its answer's cancellations are recorded once each by their transaction keys.
 */
export async function refundPayment(ctx: AppContext, options: { orderId: string; amount?: number; reason: string; adminId: number }) {
  const provider = ctx.payments;
  if (!provider) throw paymentsOff();
  const { order, payment, refundedSoFar } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, options.orderId)).for('update');
    if (!locked) throw orderNotFound();
    const [paid] = await tx.select().from(payments).where(eq(payments.orderId, locked.id));
    if (!paid || (locked.state !== 'paid' && locked.state !== 'partially_refunded')) throw orderClosed();
    const [sum] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
      .from(refunds)
      .where(eq(refunds.paymentId, paid.id));
    return { order: locked, payment: paid, refundedSoFar: sum?.total ?? 0 };
  });
  const rest = payment.amount - refundedSoFar;
  const amount = options.amount ?? rest;
  if (amount > rest) throw refundTooLarge();
  let answer;
  try {
    answer = await provider.cancelPayment(
      { paymentKey: payment.paymentKey, reason: options.reason, amount: amount === payment.amount ? undefined : amount },
      `refund-${order.orderId}-${refundedSoFar}`,
    );
  } catch (error) {
    if (error instanceof ProviderError) throw providerRefusal(error);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order.id)).for('update');
    await recordRefunds(tx, order.id, answer);
    await tx.update(refunds).set({ adminId: options.adminId }).where(eq(refunds.paymentId, payment.id));
  });
}
