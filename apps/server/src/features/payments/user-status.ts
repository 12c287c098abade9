import { and, eq, inArray } from 'drizzle-orm';
import type { CancelRequest, UserStatus } from '@madang/contracts';
import { cancelRequestSchema } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, plans, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { findRosterPhone } from '../partners/roster.ts';
import { notCancellable, notResumable, notSubscribed } from './errors.ts';
import { appendLedger, currentSubscription, lockMember } from './ledger.ts';
import { presentPlan } from './plan-presenter.ts';
import { subscriptionValueOf } from './subscription-state.ts';

/** `GET /v1/subscription/user-status`: the spec's value and collaboration, the lifecycle, and what was bought. */
export async function userStatus(db: Executor, userId: number | undefined): Promise<UserStatus> {
  const empty: UserStatus = {
    subscription: null,
    collaboration: null,
    state: 'none',
    plan: null,
    current_period_end: null,
    next_charge_at: null,
    failed_charges: 0,
    renews_as: null,
    upgradable: false,
    header_button: 'guide',
    purchases: [],
  };
  if (userId === undefined) return empty;
  const derived = await currentSubscription(db, userId);
  const [plan] = derived.planId === null ? [] : await db.select().from(plans).where(eq(plans.id, derived.planId));
  const purchases = await db
    .select({ plan_id: plans.id, kind: plans.kind, project_id: plans.projectId })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.id, paymentOrders.planId))
    .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.state, ['paid', 'partially_refunded']), inArray(plans.kind, ['ranker_lecture', 'offline_course'])));
  const subscription = subscriptionValueOf(derived);
  const [yearly] =
    derived.planKind === 'monthly'
      ? await db
          .select()
          .from(plans)
          .where(and(eq(plans.kind, 'yearly'), eq(plans.visibility, 'public')))
          .limit(1)
      : [];
  return {
    ...empty,
    subscription,
    collaboration: derived.partner && subscription ? derived.partner : null,
    state: derived.state,
    plan: plan ? presentPlan(plan) : null,
    current_period_end: derived.periodEnd?.toISOString() ?? null,
    next_charge_at: derived.nextChargeAt?.toISOString() ?? null,
    failed_charges: derived.failedCharges,
    renews_as: derived.renews && plan ? presentPlan(plan) : null,
    upgradable: derived.state === 'active' && yearly !== undefined,
    header_button: subscription ? 'subscribed' : (await linkablePartnerPhone(db, userId)) ? 'link' : 'guide',
    purchases,
  };
}

/** The member's verified phone is on an active partner's roster and not linked yet: the header offers the link. */
async function linkablePartnerPhone(db: Executor, userId: number) {
  const [member] = await db.select({ phone: users.phone, smsVerified: users.smsVerified }).from(users).where(eq(users.id, userId));
  if (!member?.smsVerified || !member.phone) return false;
  return (await findRosterPhone(db, member.phone)).state === 'enrolled';
}

/** Stops renewal with the member's reasons; access stays until the paid period ends (state `expiring`). */
export async function cancelSubscription(db: Database, options: { userId: number; request: CancelRequest }) {
  const { reasons, text } = cancelRequestSchema.parse(options.request);
  await db.transaction(async (tx) => {
    await lockMember(tx, options.userId);
    const current = await currentSubscription(tx, options.userId);
    if (current.state === 'none' || current.state === 'cancelled') throw notSubscribed();
    if (!current.renews) throw notCancellable();
    await appendLedger(tx, { userId: options.userId, kind: 'cancelled', planId: current.planId, detail: { reasons, text } });
  });
}

/** Takes a cancellation back while the period is still paid: renewal is on again. */
export async function resumeSubscription(db: Database, options: { userId: number }) {
  await db.transaction(async (tx) => {
    await lockMember(tx, options.userId);
    const current = await currentSubscription(tx, options.userId);
    if (current.state !== 'expiring') throw notResumable();
    await appendLedger(tx, { userId: options.userId, kind: 'resumed', planId: current.planId });
  });
}
