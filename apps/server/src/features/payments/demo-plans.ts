import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { paymentOrders, payments } from '../../db/schema.ts';
import { createPlan } from './create-plan.ts';
import { newOrderId } from './checkout.ts';
import { addMonths, appendLedger, lockMember } from './ledger.ts';
import { schedulePeriodEnd } from './record-approval.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's plans, one of every kind (the yearly one at the banner's 33% off twelve months), and the demo
 * subscriber's monthly subscription as a real one: a paid order, its payment and the ledger's `started` row,
 * bought ten days before `now` with the local provider's test card.
 */
export async function seedPlans(db: Database, options: { subscriberId: number; now: Date }) {
  const monthly = await createPlan(db, {
    kind: 'monthly',
    name_ko: '월간 구독',
    name_en: 'Monthly',
    description_ko: '모든 학습 프로젝트를 한 달 동안',
    description_en: 'Every learning project, month by month',
    price: 19_900,
    period_months: 1,
    visibility: 'public',
  });
  await createPlan(db, {
    kind: 'yearly',
    name_ko: '연간 구독',
    name_en: 'Yearly',
    description_ko: '월간 구독보다 33% 저렴하게 1년 동안',
    description_en: 'A year, 33% less than paying monthly',
    price: 159_900,
    period_months: 12,
    discount_percent: 33,
    visibility: 'public',
  });
  await createPlan(db, {
    kind: 'three_month',
    name_ko: '3개월 이용권',
    name_en: '3 months',
    description_ko: '자동 갱신 없이 3개월',
    description_en: 'Three months, no renewal',
    price: 54_900,
    period_months: 3,
    discount_percent: 8,
    visibility: 'public',
  });
  await createPlan(db, {
    kind: 'special',
    name_ko: '여름 특별 구독',
    name_en: 'Summer special',
    description_ko: '자동 갱신 없이 6개월, 특별가',
    description_en: 'Six months at a special price, no renewal',
    price: 79_000,
    period_months: 6,
    discount_percent: 34,
    visibility: 'public',
  });
  await createPlan(db, {
    kind: 'secret',
    name_ko: '제휴 특가 구독',
    name_en: 'Partner offer',
    description_ko: '링크를 받은 분만',
    description_en: 'Only through its link',
    price: 9_900,
    period_months: 1,
    visibility: 'secret',
  });
  await createPlan(db, {
    kind: 'offline_course',
    name_ko: '주말 데이터 분석 부트캠프',
    name_en: 'Weekend data analysis bootcamp',
    description_ko: '서울, 4주 동안 토요일',
    description_en: 'Seoul, four Saturdays',
    price: 390_000,
    period_months: null,
    visibility: 'public',
    seats: 20,
    starts_at: new Date(options.now.getTime() + 30 * DAY_MS).toISOString(),
  });
  const boughtAt = new Date(options.now.getTime() - 10 * DAY_MS);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderId: newOrderId(),
        userId: options.subscriberId,
        planId: monthly.id,
        provider: 'local',
        flow: 'billing',
        amount: monthly.price,
        state: 'paid',
        createdAt: boughtAt,
        updatedAt: boughtAt,
      })
      .returning();
    await tx.insert(payments).values({
      orderId: order!.id,
      provider: 'local',
      paymentKey: `lpay_demo_${randomBytes(6).toString('hex')}`,
      amount: monthly.price,
      method: '카드',
      card: '로컬 4242********4242',
      approvedAt: boughtAt,
    });
    await lockMember(tx, options.subscriberId);
    const periodEnd = addMonths(boughtAt, 1);
    await appendLedger(tx, { userId: options.subscriberId, kind: 'started', planId: monthly.id, orderId: order!.id, periodEnd, detail: { amount: monthly.price, credit: 0 } });
    await schedulePeriodEnd(tx, { userId: options.subscriberId, periodEnd });
  });
}
