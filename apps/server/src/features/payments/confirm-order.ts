import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ConfirmRequest } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { billingKeys, paymentOrders, plans, type users } from '../../db/schema.ts';
import { customerKeyOf } from './checkout.ts';
import { amountMismatch, orderClosed, orderNotFound, paymentPending, paymentsOff, providerRefusal } from './errors.ts';
import { openBillingKey, sealBillingKey } from './sealed-billing-key.ts';
import { type PaymentProvider, ProviderError, type ProviderPayment } from './provider.ts';
import { recordApproval } from './record-approval.ts';

type UserRow = typeof users.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;

/** Tests only (PAYMENTS_PAUSE_AFTER_APPROVAL): the window a `kill -9` must not lose money in. */
const pauseForever = () => new Promise<never>(() => {});

/**
 * Confirms an order from the success page. The amount is checked against the order (the server's plan price)
 * before the provider is called; the order is marked `confirming` first, so a process killed after the
 * provider's approval leaves a mark for the start-up reconciliation. A replayed or concurrent confirm calls the
 * provider with the same idempotency key (one charge) and finds the order paid under its row lock (one grant).
 */
export async function confirmOrder(ctx: AppContext, options: { user: UserRow; request: ConfirmRequest; onPaused?: () => void }): Promise<OrderRow> {
  const provider = ctx.payments;
  if (!provider) throw paymentsOff();
  const { request } = options;
  const order = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, request.orderId)).for('update');
    if (!row || row.userId !== options.user.id) throw orderNotFound();
    if (row.state === 'paid') return row;
    if (row.state !== 'pending' && row.state !== 'confirming') throw orderClosed();
    if (request.amount !== row.amount) throw amountMismatch();
    if ('authKey' in request && (row.flow !== 'billing' || request.customerKey !== customerKeyOf(ctx.config.secret, row.userId))) throw orderNotFound();
    if ('paymentKey' in request && row.flow !== 'payment') throw orderNotFound();
    const [marked] = await tx.update(paymentOrders).set({ state: 'confirming', updatedAt: sql`now()` }).where(eq(paymentOrders.id, row.id)).returning();
    return marked!;
  });
  if (order.state === 'paid') return order;

  let payment: ProviderPayment;
  try {
    payment =
      'paymentKey' in request
        ? await provider.confirmPayment({ paymentKey: request.paymentKey, orderId: order.orderId, amount: order.amount }, `confirm-${order.orderId}`)
        : await chargeNewCard(ctx, provider, { order, user: options.user, authKey: request.authKey, customerKey: request.customerKey });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // An unanswered call may have charged: the order stays `confirming` for the reconciliation to settle.
    if (error.unknownOutcome) throw paymentPending();
    await failOrder(ctx, order, error);
    throw providerRefusal(error);
  }
  if (ctx.config.payments.pauseAfterApproval) {
    options.onPaused?.();
    await pauseForever();
  }
  return settleOrder(ctx, order.orderId, payment);
}

/** Writes the provider's approval under the order's row lock; answers the order as it then stands. */
export async function settleOrder(ctx: Pick<AppContext, 'db'>, orderId: string, payment: ProviderPayment): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).for('update');
    if (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED' || payment.status === 'CANCELED') await recordApproval(tx, locked!, payment);
    const [after] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, locked!.id));
    return after!;
  });
}

async function failOrder(ctx: Pick<AppContext, 'db'>, order: OrderRow, error: ProviderError) {
  await ctx.db
    .update(paymentOrders)
    .set({ state: 'failed', failureCode: error.code.slice(0, 100), failureMessage: error.providerMessage.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.state, 'confirming')));
}

/**
 * A subscription's first payment: the card registration becomes a billing key (stored sealed before anything
 * is charged, replacing the member's previous card), then the key is charged for the order.
 */
async function chargeNewCard(ctx: AppContext, provider: PaymentProvider, options: { order: OrderRow; user: UserRow; authKey: string; customerKey: string }) {
  const { order, user } = options;
  let billingKey: string;
  const [stored] = await ctx.db
    .select()
    .from(billingKeys)
    .where(and(eq(billingKeys.userId, user.id), isNull(billingKeys.revokedAt)));
  const issued = await provider.issueBillingKey({ authKey: options.authKey, customerKey: options.customerKey }, `issue-${order.orderId}`).catch((error: unknown) => {
    // A replayed confirm's registration was used by the first: charge the card that one stored.
    if (stored && error instanceof ProviderError && error.code === 'INVALID_AUTHORIZE_AUTH') return undefined;
    throw error;
  });
  if (issued) {
    billingKey = issued.billingKey;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(billingKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(billingKeys.userId, user.id), isNull(billingKeys.revokedAt)));
      await tx
        .insert(billingKeys)
        .values({ userId: user.id, provider: provider.name, customerKey: issued.customerKey, sealedKey: sealBillingKey(ctx.config.secret, issued.billingKey), card: issued.card });
    });
  } else {
    billingKey = openBillingKey(ctx.config.secret, stored!.sealedKey);
  }
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, order.planId));
  return provider.chargeBillingKey(
    { billingKey, customerKey: options.customerKey, orderId: order.orderId, amount: order.amount, orderName: plan!.nameKo, customerEmail: user.email, customerName: user.name },
    `charge-${order.orderId}`,
  );
}
