import { describe, expect, it } from 'vitest';
import type { Plan } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { formatPrice, payKindOf, paymentMethodLabel, pickPlan, planIdOf, readConfirmQuery, resultKindOf, subscriptionPlansInOrder } from './plan-lib.ts';

const plan = (id: number, kind: Plan['kind'], price: number, visibility: Plan['visibility'] = 'public'): Plan => ({
  id,
  kind,
  name_ko: `플랜 ${id}`,
  name_en: `Plan ${id}`,
  description_ko: '',
  description_en: '',
  price,
  period_months: kind === 'yearly' ? 12 : 1,
  discount_percent: kind === 'yearly' ? 33 : 0,
  visibility,
  project_id: null,
  seats: null,
  seats_left: null,
  starts_at: null,
});

describe('plan pages', () => {
  it('know which kind each pay and result address sells', () => {
    expect(payKindOf('/edu/online/pay')).toBe('monthly');
    expect(payKindOf('/edu/online/pay-yearly')).toBe('yearly');
    expect(payKindOf('/edu/online/secret')).toBe('secret');
    expect(payKindOf('/edu/offline/pay')).toBe('offline_course');
    expect(payKindOf('/payment/3months/pay')).toBe('three_month');
    expect(payKindOf('/edu/online')).toBeNull();
    expect(resultKindOf('/payment/online/success-yearly')).toBe('yearly');
    expect(resultKindOf('/payment/rankerLecture/fail')).toBe('ranker_lecture');
  });

  it('sell only the plan of the page’s kind, even when the address names another', () => {
    const plans = [plan(1, 'monthly', 9900), plan(2, 'yearly', 79_000), plan(3, 'monthly', 4900)];
    expect(pickPlan(plans, 'yearly', null)?.id).toBe(2);
    expect(pickPlan(plans, 'monthly', 3)?.id).toBe(3);
    expect(pickPlan(plans, 'monthly', 2)).toBeNull();
    // Two monthly plans and none named: the page cannot guess which one.
    expect(pickPlan(plans, 'monthly', null)).toBeNull();
    expect(planIdOf(new URLSearchParams('plan=3'))).toBe(3);
    expect(planIdOf(new URLSearchParams('plan=3.5'))).toBeNull();
    expect(planIdOf(new URLSearchParams('plan=-1'))).toBeNull();
  });

  it('show subscriptions monthly, 3-month, yearly, leaving out hidden plans and other kinds', () => {
    const shown = subscriptionPlansInOrder([
      plan(2, 'yearly', 79_000),
      plan(5, 'offline_course', 300_000),
      plan(1, 'monthly', 9900),
      plan(4, 'three_month', 27_000),
      plan(6, 'monthly', 1, 'hidden'),
    ]);
    expect(shown.map((p) => p.id)).toEqual([1, 4, 2]);
  });

  it('read the provider’s redirect only when every field is well formed', () => {
    expect(readConfirmQuery(new URLSearchParams('paymentKey=pk_1&orderId=mdg_abcdef12&amount=9900'))).toEqual({ paymentKey: 'pk_1', orderId: 'mdg_abcdef12', amount: 9900 });
    expect(readConfirmQuery(new URLSearchParams('authKey=a1&customerKey=c1&orderId=mdg_abcdef12&amount=79000'))).toMatchObject({ authKey: 'a1', customerKey: 'c1' });
    expect(readConfirmQuery(new URLSearchParams('paymentKey=pk_1&orderId=order1&amount=9900'))).toBeNull();
    expect(readConfirmQuery(new URLSearchParams('paymentKey=pk 1&orderId=mdg_abcdef12&amount=9900'))).toBeNull();
    expect(readConfirmQuery(new URLSearchParams('orderId=mdg_abcdef12'))).toBeNull();
  });

  it('write won as each language does', () => {
    expect(formatPrice(79_000, 'ko')).toBe('79,000원');
    expect(formatPrice(79_000, 'en')).toBe('₩79,000');
  });

  it('names the payment methods of the provider in the language of the page and shows an unknown one as given', () => {
    const english = (key: string) => translate('en', key);
    const korean = (key: string) => translate('ko', key);
    expect(paymentMethodLabel('카드', english)).toBe('Card');
    expect(paymentMethodLabel('간편결제', english)).toBe('Easy pay');
    expect(paymentMethodLabel('카드', korean)).toBe('카드');
    expect(paymentMethodLabel('계좌이체', korean)).toBe('계좌이체');
    expect(paymentMethodLabel('포인트', english)).toBe('포인트');
  });
});
