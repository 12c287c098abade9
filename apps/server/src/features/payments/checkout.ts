import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { type CheckoutAnswer, type Locale, paymentResultPaths, renewingPlanKinds, subscriptionPlanKinds } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, plans, type users } from '../../db/schema.ts';
import { alreadyPurchased, alreadySubscribed, courseStarted, paymentsOff, planNotFound, planSoldOut } from './errors.ts';
import { addMonths, currentSubscription, readLedger } from './ledger.ts';
import { prorateUpgrade } from './proration.ts';
import { deriveSubscription } from './subscription-state.ts';
import { presentPlan } from './plan-presenter.ts';

type UserRow = typeof users.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type OrderRow = typeof paymentOrders.$inferSelect;

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
export const newOrderId = () => `mdg_${randomBytes(15).toString('base64url')}`;

/** The provider's customer id for a member: stable, and not guessable from the member's id (Toss asks for that). */
export const customerKeyOf = (secret: string, userId: number) => `mdg_c_${createHmac('sha256', secret).update(`customer:${userId}`).digest('base64url').slice(0, 32)}`;

/** The orders of a plan that hold a seat or a purchase: paid, or being paid right now. */
export async function countSold(db: Executor, planId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.planId, planId), inArray(paymentOrders.state, ['paid', 'partially_refunded'])));
  return row?.n ?? 0;
}

/** A plan the member may buy now, or the refusal that says why not. */
export async function findBuyablePlan(db: Executor, options: { planId: number; secretToken?: string }): Promise<PlanRow> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, options.planId));
  if (!plan || plan.visibility === 'hidden') throw planNotFound();
  // A secret plan without its link's token answers as an unknown plan, so its id tells nobody it exists.
  if (plan.visibility === 'secret' && !(plan.secretToken && options.secretToken && sameToken(plan.secretToken, options.secretToken))) throw planNotFound();
  if (plan.startsAt && plan.startsAt <= new Date()) throw courseStarted();
  if (plan.seats !== null && (await countSold(db, plan.id)) >= plan.seats) throw planSoldOut();
  return plan;
}

/** Refuses a purchase the member already holds: a second subscription, or a lecture or course bought before. */
export async function refuseDuplicatePurchase(db: Executor, user: UserRow, plan: PlanRow) {
  if (subscriptionPlanKinds.includes(plan.kind)) {
    const { state } = await currentSubscription(db, user.id);
    if (state === 'active' || state === 'expiring' || state === 'renewing') throw alreadySubscribed();
    return;
  }
  const [held] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.planId, plan.id), inArray(paymentOrders.state, ['paid', 'partially_refunded'])));
  if (held) throw alreadyPurchased();
}

/**
 * Opens an order for a plan at the plan's price. A member has at most one open order per plan (a partial
 * unique index), so a double-clicked pay button gets the same order back and can be charged only once.
 */
export async function startCheckout(ctx: AppContext, options: { user: UserRow; planId: number; secretToken?: string; locale: Locale }): Promise<CheckoutAnswer> {
  const provider = ctx.payments;
  if (!provider) throw paymentsOff();
  const plan = await findBuyablePlan(ctx.db, options);
  const upgrade = await upgradePrice(ctx.db, options.user.id, plan);
  if (!upgrade) await refuseDuplicatePurchase(ctx.db, options.user, plan);
  const flow = renewingPlanKinds.includes(plan.kind) ? 'billing' : 'payment';
  const order = await openOrder(ctx.db, {
    userId: options.user.id,
    plan,
    provider: provider.name,
    flow,
    purpose: upgrade ? 'upgrade' : 'purchase',
    amount: upgrade?.amount ?? plan.price,
    credit: upgrade?.credit ?? 0,
  });
  const paths = paymentResultPaths[plan.kind];
  const prefix = options.locale === 'en' ? '/en' : '';
  const customerKey = customerKeyOf(ctx.config.secret, options.user.id);
  const billingQuery = flow === 'billing' ? `?orderId=${order.orderId}&amount=${order.amount}` : '';
  return {
    order_id: order.orderId,
    flow,
    plan: presentPlan(plan),
    amount: order.amount,
    credit: order.credit,
    success_path: `${prefix}${paths.success}`,
    fail_path: `${prefix}${paths.fail}`,
    client:
      provider.name === 'local'
        ? { provider: 'local', checkout_url: `/api/v1/payments/local/${order.orderId}?locale=${options.locale}` }
        : {
            provider: 'toss',
            client_key: ctx.config.payments.toss?.clientKey ?? '',
            customer_key: customerKey,
            order_name: options.locale === 'en' ? plan.nameEn : plan.nameKo,
            customer_email: options.user.email,
            customer_name: options.user.name,
            success_url: `${ctx.config.publicUrl}${prefix}${paths.success}${billingQuery}`,
            fail_url: `${ctx.config.publicUrl}${prefix}${paths.fail}${flow === 'billing' ? `?orderId=${order.orderId}` : ''}`,
          },
  };
}

/** An active monthly subscriber buying a yearly plan upgrades: the yearly price less the unused days (proration.ts). */
async function upgradePrice(db: Executor, userId: number, plan: PlanRow) {
  if (plan.kind !== 'yearly') return undefined;
  const events = await readLedger(db, userId);
  const current = deriveSubscription(events, new Date());
  if (current.state !== 'active' || current.planKind !== 'monthly' || !current.periodEnd) return undefined;
  const paidFor = events.findLast((event) => event.kind === 'started' || event.kind === 'renewed');
  const paid = Number(paidFor?.detail.amount ?? 0);
  return prorateUpgrade({ yearlyPrice: plan.price, paid, periodStart: addMonths(current.periodEnd, -1), periodEnd: current.periodEnd, now: new Date() });
}

/** The member's open order for the plan, or a new one; an open order at another price is closed first. */
async function openOrder(
  db: AppContext['db'],
  options: { userId: number; plan: PlanRow; provider: OrderRow['provider']; flow: OrderRow['flow']; purpose: OrderRow['purpose']; amount: number; credit: number },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, options.userId),
          eq(paymentOrders.planId, options.plan.id),
          eq(paymentOrders.purpose, options.purpose),
          inArray(paymentOrders.state, ['pending', 'confirming']),
        ),
      )
      .for('update');
    if (open && (open.state === 'confirming' || (open.amount === options.amount && open.provider === options.provider))) return open;
    if (open) await tx.update(paymentOrders).set({ state: 'cancelled', updatedAt: sql`now()` }).where(eq(paymentOrders.id, open.id));
    const [inserted] = await tx
      .insert(paymentOrders)
      .values({
        orderId: newOrderId(),
        userId: options.userId,
        planId: options.plan.id,
        provider: options.provider,
        flow: options.flow,
        purpose: options.purpose,
        amount: options.amount,
        credit: options.credit,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    // Another click's transaction inserted it between our read and our insert.
    const [other] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, options.userId),
          eq(paymentOrders.planId, options.plan.id),
          eq(paymentOrders.purpose, options.purpose),
          inArray(paymentOrders.state, ['pending', 'confirming']),
        ),
      );
    return other!;
  });
}
