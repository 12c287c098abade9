import { describe, expect, it } from 'vitest';
import { deriveSubscription, type LedgerEvent, subscriptionValueOf } from './subscription-state.ts';

const day = 86_400_000;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);
const event = (kind: LedgerEvent['kind'], extra: Partial<LedgerEvent> = {}): LedgerEvent => ({ kind, planId: null, planKind: null, periodEnd: null, detail: {}, ...extra });
const monthly = (end: number) => ({ planId: 1, planKind: 'monthly' as const, periodEnd: at(end) });

describe('the subscription derived from the ledger', () => {
  it('is none without rows, active in a paid period, and renewing once the period is over until renewed', () => {
    expect(deriveSubscription([], t0).state).toBe('none');
    const started = [event('started', monthly(31))];
    expect(deriveSubscription(started, at(10))).toMatchObject({ state: 'active', renews: true, periodEnd: at(31) });
    expect(deriveSubscription(started, at(31))).toMatchObject({ state: 'renewing', nextChargeAt: at(31) });
    const failed = [...started, event('renewal_failed', { detail: { next_try_at: at(32).toISOString() } })];
    expect(deriveSubscription(failed, at(31.5))).toMatchObject({ state: 'renewing', failedCharges: 1, nextChargeAt: at(32) });
    expect(deriveSubscription([...failed, event('renewed', monthly(62))], at(33))).toMatchObject({ state: 'active', failedCharges: 0, periodEnd: at(62) });
    expect(subscriptionValueOf(deriveSubscription(failed, at(31.5)))).toBe('MONTHLY');
  });

  it('is expiring after a cancel, active again after a resume, and cancelled once expired', () => {
    const cancelled = [event('started', monthly(31)), event('cancelled', { detail: { reasons: ['too_expensive'] } })];
    expect(deriveSubscription(cancelled, at(5))).toMatchObject({ state: 'expiring', renews: false });
    expect(deriveSubscription(cancelled, at(31)).state).toBe('cancelled');
    expect(deriveSubscription([...cancelled, event('resumed')], at(5))).toMatchObject({ state: 'active', renews: true });
    const expired = [...cancelled, event('expired')];
    expect(deriveSubscription(expired, at(31))).toMatchObject({ state: 'cancelled' });
    expect(subscriptionValueOf(deriveSubscription(expired, at(31)))).toBeNull();
    // A new purchase after the end starts over, not cancelled.
    expect(deriveSubscription([...expired, event('started', { planId: 2, planKind: 'yearly', periodEnd: at(400) })], at(40))).toMatchObject({
      state: 'active',
      planKind: 'yearly',
    });
  });

  it('moves to yearly on an upgrade, ends on a refund that says so, and never renews a fixed-term plan', () => {
    const upgraded = [event('started', monthly(31)), event('upgraded', { planId: 2, planKind: 'yearly', periodEnd: at(375) })];
    expect(subscriptionValueOf(deriveSubscription(upgraded, at(20)))).toBe('YEARLY');
    expect(deriveSubscription([...upgraded, event('refunded', { detail: { ends_subscription: true } })], at(20)).state).toBe('cancelled');
    expect(deriveSubscription([...upgraded, event('refunded', { detail: { ends_subscription: false } })], at(20)).state).toBe('active');
    const threeMonths = [event('started', { planId: 3, planKind: 'three_month', periodEnd: at(90) })];
    expect(deriveSubscription(threeMonths, at(10))).toMatchObject({ state: 'active', renews: false });
    expect(deriveSubscription(threeMonths, at(90)).state).toBe('cancelled');
    const partner = [event('granted_by_partner', { periodEnd: at(180), detail: { partner: 'ozcoding' } })];
    expect(subscriptionValueOf(deriveSubscription(partner, at(1)))).toBe('PARTNER');
  });
});
