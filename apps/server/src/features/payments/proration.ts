import { PLAN_PRICE_MIN } from '@madang/contracts';

const DAY_MS = 86_400_000;

/**
 * The upgrade from monthly to yearly: the yearly period starts on the day of the upgrade, and the unused whole
 * days of the paid month are credited pro rata to what was paid for it (rounded down to the won), so the same
 * day gives the same price however often the member opens the page. The charge is never under the provider's
 * minimum.
 */
export function prorateUpgrade(options: { yearlyPrice: number; paid: number; periodStart: Date; periodEnd: Date; now: Date }) {
  const periodDays = Math.max(1, Math.round((options.periodEnd.getTime() - options.periodStart.getTime()) / DAY_MS));
  const unusedDays = Math.min(periodDays, Math.max(0, Math.floor((options.periodEnd.getTime() - options.now.getTime()) / DAY_MS)));
  const credit = Math.min(Math.floor((options.paid * unusedDays) / periodDays), options.yearlyPrice - PLAN_PRICE_MIN);
  return { credit, amount: options.yearlyPrice - credit };
}
