import type { HostPlanInput } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { createPlan } from './create-plan.ts';

let made = 0;

/** A plan of each kind the tests buy, with prices of its own so amounts tell the plans apart. */
export function buildPlan(db: Executor, overrides: Partial<HostPlanInput> & Pick<HostPlanInput, 'kind'>) {
  made += 1;
  const periods: Record<HostPlanInput['kind'], number | null> = { monthly: 1, yearly: 12, three_month: 3, special: 6, secret: 1, ranker_lecture: null, offline_course: null };
  return createPlan(db, {
    name_ko: `상품 ${made}`,
    name_en: `Plan ${made}`,
    price: 10_000 + made * 100,
    period_months: periods[overrides.kind],
    visibility: overrides.kind === 'secret' ? 'secret' : 'public',
    seats: overrides.kind === 'offline_course' ? 10 : null,
    ...overrides,
  });
}
