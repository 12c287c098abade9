import type { LedgerEventKind, PlanKind, SubscriptionState, SubscriptionValue } from '@madang/contracts';
import { renewingPlanKinds } from '@madang/contracts';

/** One ledger row, as the fold reads it. */
export interface LedgerEvent {
  kind: LedgerEventKind;
  planId: number | null;
  planKind: PlanKind | null;
  periodEnd: Date | null;
  detail: Record<string, unknown>;
}

/** A member's subscription at one instant: everything the status call, access and renewals need. */
export interface DerivedSubscription {
  state: SubscriptionState;
  planId: number | null;
  planKind: PlanKind | null;
  periodEnd: Date | null;
  /** Renews by itself at `periodEnd` (a monthly or yearly plan not cancelled). */
  renews: boolean;
  failedCharges: number;
  nextChargeAt: Date | null;
  partner: string | null;
  /** An `expired` row (or a whole refund) closed the last period: nothing is left to expire. */
  ended: boolean;
}

const none: DerivedSubscription = {
  state: 'none',
  planId: null,
  planKind: null,
  periodEnd: null,
  renews: false,
  failedCharges: 0,
  nextChargeAt: null,
  partner: null,
  ended: false,
};

/**
 * Folds a member's ledger, oldest first, into their subscription at `now`. The rows are the only truth: this
 * is how the state is rebuilt, and `users.subscription` is this function's answer written beside each row.
 * `renewing`: the period is over and a renewal is still being tried (access stays open meanwhile);
 * `expiring`: cancelled, paid through the period; `cancelled`: was a subscriber, is no longer.
 */
export function deriveSubscription(events: readonly LedgerEvent[], now: Date): DerivedSubscription {
  if (events.length === 0) return none;
  let current = { ...none, state: 'active' as SubscriptionState };
  let ended = false;
  let cancelAtPeriodEnd = false;
  for (const event of events) {
    switch (event.kind) {
      case 'started':
      case 'renewed':
      case 'upgraded':
      case 'granted_by_partner':
        current = {
          ...current,
          planId: event.planId,
          planKind: event.planKind,
          periodEnd: event.periodEnd,
          failedCharges: 0,
          nextChargeAt: null,
          partner: event.kind === 'granted_by_partner' ? String(event.detail.partner ?? 'partner') : event.kind === 'renewed' ? current.partner : null,
        };
        ended = false;
        if (event.kind !== 'renewed') cancelAtPeriodEnd = false;
        break;
      case 'renewal_failed':
        current = { ...current, failedCharges: current.failedCharges + 1, nextChargeAt: typeof event.detail.next_try_at === 'string' ? new Date(event.detail.next_try_at) : null };
        break;
      case 'cancelled':
        cancelAtPeriodEnd = true;
        break;
      case 'resumed':
        cancelAtPeriodEnd = false;
        break;
      case 'expired':
        ended = true;
        break;
      case 'refunded':
        if (event.detail.ends_subscription === true) ended = true;
        break;
    }
  }
  const renewable = current.planKind !== null && renewingPlanKinds.includes(current.planKind) && current.partner === null;
  const renews = renewable && !cancelAtPeriodEnd && !ended;
  const over = ended || current.periodEnd === null || current.periodEnd <= now;
  let state: SubscriptionState;
  if (!over) state = cancelAtPeriodEnd ? 'expiring' : 'active';
  else state = renews && !ended ? 'renewing' : 'cancelled';
  return { ...current, state, renews, ended, nextChargeAt: state === 'renewing' ? (current.nextChargeAt ?? current.periodEnd) : null };
}

const subscriptionValues: Record<PlanKind, SubscriptionValue | null> = {
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
  three_month: 'THREE_MONTH',
  special: 'SPECIAL',
  secret: 'SECRET',
  ranker_lecture: null,
  offline_course: null,
};

/** The spec's subscription value: set while the member may learn everything (active, expiring or renewing). */
export function subscriptionValueOf(derived: DerivedSubscription): SubscriptionValue | null {
  if (derived.state === 'none' || derived.state === 'cancelled') return null;
  if (derived.partner) return 'PARTNER';
  return derived.planKind ? subscriptionValues[derived.planKind] : null;
}
