import { and, eq, inArray } from 'drizzle-orm';
import { HISTORY_PAGE_SIZE, type HistoryRow, type Receipt } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, payments, plans, refunds, users } from '../../db/schema.ts';
import { orderNotFound } from './errors.ts';

const settled = ['paid', 'partially_refunded', 'refunded'] as const;

/**
 * The member's payment history, newest first: each approved payment (`renewal` when a renewal charged it) and
 * each refund, every row leading to its order's receipt.
 */
export async function listHistory(db: Executor, options: { userId: number; page: number }) {
  const paid = await db
    .select({ order: paymentOrders, payment: payments, plan: plans })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.orderId, paymentOrders.id))
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .where(and(eq(paymentOrders.userId, options.userId), inArray(paymentOrders.state, [...settled])));
  const given = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(eq(paymentOrders.userId, options.userId));
  const byPayment = new Map(paid.map((row) => [row.payment.id, row]));
  const rows: (HistoryRow & { sortAt: number })[] = [
    ...paid.map(({ order, payment, plan }) => ({
      id: `p${payment.id}`,
      kind: order.purpose === 'renewal' ? ('renewal' as const) : ('payment' as const),
      order_id: order.orderId,
      plan_kind: plan.kind,
      plan_name_ko: plan.nameKo,
      plan_name_en: plan.nameEn,
      amount: payment.amount,
      method: payment.method,
      at: payment.approvedAt.toISOString(),
      receipt_order_id: order.orderId,
      sortAt: payment.approvedAt.getTime(),
    })),
    ...given.flatMap(({ refund, payment }) => {
      const source = byPayment.get(payment.id);
      if (!source) return [];
      return [
        {
          id: `r${refund.id}`,
          kind: 'refund' as const,
          order_id: source.order.orderId,
          plan_kind: source.plan.kind,
          plan_name_ko: source.plan.nameKo,
          plan_name_en: source.plan.nameEn,
          amount: -refund.amount,
          method: payment.method,
          at: refund.createdAt.toISOString(),
          receipt_order_id: source.order.orderId,
          sortAt: refund.createdAt.getTime(),
        },
      ];
    }),
  ].sort((a, b) => b.sortAt - a.sortAt || b.id.localeCompare(a.id));
  const start = (options.page - 1) * HISTORY_PAGE_SIZE;
  return { rows: rows.slice(start, start + HISTORY_PAGE_SIZE).map(({ sortAt: _sortAt, ...row }) => row), total: rows.length, page_size: HISTORY_PAGE_SIZE };
}

/** Korea's VAT is 10% and included in every price: the supply amount is the price over 1.1, rounded down. */
export const splitVat = (amount: number) => {
  const supply = Math.floor((amount * 10) / 11);
  return { supply_amount: supply, vat: amount - supply };
};

/** A receipt for one of the member's paid orders (an admin may read anyone's). */
export async function readReceipt(db: Executor, options: { orderId: string; viewer: { id: number; role: string }; seller: { name: string; url: string } }): Promise<Receipt> {
  const [row] = await db
    .select({ order: paymentOrders, payment: payments, plan: plans, user: users })
    .from(paymentOrders)
    .innerJoin(payments, eq(payments.orderId, paymentOrders.id))
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.orderId, options.orderId));
  if (!row || (row.order.userId !== options.viewer.id && options.viewer.role !== 'admin')) throw orderNotFound();
  const given = await db.select().from(refunds).where(eq(refunds.paymentId, row.payment.id)).orderBy(refunds.id);
  return {
    order_id: row.order.orderId,
    seller: options.seller,
    buyer: { name: row.user.name, email: row.user.email },
    plan_kind: row.plan.kind,
    item_ko: row.plan.nameKo,
    item_en: row.plan.nameEn,
    amount: row.payment.amount,
    ...splitVat(row.payment.amount),
    method: row.payment.method,
    card: row.payment.card,
    approved_at: row.payment.approvedAt.toISOString(),
    refunds: given.map((refund) => ({ amount: refund.amount, at: refund.createdAt.toISOString(), reason: refund.reason })),
    provider_receipt_url: row.payment.receiptUrl,
  };
}
