import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { paymentOrders } from '../../db/schema.ts';
import { settleOrder } from './confirm-order.ts';

/**
 * Settles every order left `confirming` by a process that stopped between asking the provider and writing the
 * answer (a `kill -9`, a crash, a timeout): each is looked up at the provider by its order id, and recorded
 * as paid (with its grant) when the provider approved it, or failed when the provider holds no payment for it.
 * Runs at start, before the site answers; an order whose look-up fails stays for the next start.
 */
export async function reconcileOrders(ctx: Pick<AppContext, 'db' | 'payments'>, log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void }) {
  const provider = ctx.payments;
  if (!provider) return { paid: 0, failed: 0 };
  const open = await ctx.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'confirming'), eq(paymentOrders.provider, provider.name)));
  let paid = 0;
  let failed = 0;
  for (const order of open) {
    try {
      const payment = await provider.findPaymentByOrderId(order.orderId);
      if (payment && payment.status !== 'ABORTED' && payment.status !== 'EXPIRED') {
        const settled = await settleOrder(ctx, order.orderId, payment);
        if (settled.state === 'paid') paid += 1;
        log.info({ orderId: order.orderId, state: settled.state }, 'payment reconciled: the provider had approved it');
      } else {
        await ctx.db
          .update(paymentOrders)
          .set({ state: 'failed', failureCode: 'NOT_APPROVED', failureMessage: 'the provider holds no approved payment for this order', updatedAt: sql`now()` })
          .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'confirming')));
        failed += 1;
        log.info({ orderId: order.orderId }, 'payment reconciled: never approved, order failed');
      }
    } catch (error) {
      log.warn({ err: error, orderId: order.orderId }, 'payment reconciliation failed; the order is retried at the next start');
    }
  }
  return { paid, failed };
}
