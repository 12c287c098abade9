import { describe, expect, it } from 'vitest';
import { cancelRequestSchema, confirmRequestSchema, hostPlanInputSchema, paymentResultPaths, planKinds } from './subscriptions.ts';

const monthly = { kind: 'monthly', name_ko: '월간', name_en: 'Monthly', price: 19_900, period_months: 1, visibility: 'public' } as const;

describe('subscription contracts', () => {
  it('take a plan only when its kind and its fields agree', () => {
    expect(hostPlanInputSchema.safeParse(monthly).success).toBe(true);
    const issues = (input: object) => hostPlanInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...monthly, seats: 20 })).toEqual(['validation.payment_seats_offline_only']);
    expect(issues({ ...monthly, kind: 'offline_course', period_months: null })).toEqual(['validation.payment_seats_offline_only']);
    expect(issues({ ...monthly, kind: 'secret' })).toEqual(['validation.payment_secret_kind_visibility']);
    expect(issues({ ...monthly, kind: 'ranker_lecture', period_months: null })).toEqual(['validation.payment_project_lecture_only']);
    expect(issues({ ...monthly, period_months: null })).toEqual(['validation.payment_period_required']);
    expect(hostPlanInputSchema.safeParse({ ...monthly, price: 99 }).success).toBe(false);
    expect(hostPlanInputSchema.safeParse({ ...monthly, price: 19_900.5 }).success).toBe(false);
  });

  it('ask for at least one cancellation reason, each once', () => {
    expect(cancelRequestSchema.parse({ reasons: ['too_expensive', 'other'], text: ' 비싸요 ' })).toEqual({ reasons: ['too_expensive', 'other'], text: '비싸요' });
    expect(cancelRequestSchema.safeParse({ reasons: [] }).error?.issues[0]?.message).toBe('validation.payment_cancel_reason_required');
    expect(cancelRequestSchema.safeParse({ reasons: ['other', 'other'] }).error?.issues[0]?.message).toBe('validation.payment_cancel_reason_repeated');
    expect(cancelRequestSchema.safeParse({ reasons: ['bored'] }).success).toBe(false);
  });

  it('confirm either a payment or a card registration, with the amount from the redirect as text', () => {
    expect(confirmRequestSchema.parse({ paymentKey: 'tgen_1', orderId: 'mdg_abcdefgh', amount: '19900' })).toEqual({
      paymentKey: 'tgen_1',
      orderId: 'mdg_abcdefgh',
      amount: 19_900,
    });
    expect(confirmRequestSchema.parse({ authKey: 'a', customerKey: 'c_1', orderId: 'mdg_abcdefgh', amount: 1 })).toMatchObject({ authKey: 'a' });
    expect(confirmRequestSchema.safeParse({ paymentKey: 'x', orderId: '../etc', amount: 1 }).success).toBe(false);
  });

  it('name a success and a fail page for every kind of plan', () => {
    for (const kind of planKinds) expect(paymentResultPaths[kind].success).toMatch(/^\/payment\/.*success/);
  });
});
