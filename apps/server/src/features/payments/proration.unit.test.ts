import { describe, expect, it } from 'vitest';
import { prorateUpgrade } from './proration.ts';

const start = new Date('2026-03-01T09:00:00Z');
const end = new Date('2026-03-31T09:00:00Z');
const at = (days: number, hours = 0) => new Date(start.getTime() + days * 86_400_000 + hours * 3_600_000);

describe('the upgrade proration', () => {
  it('credits the unused whole days of the paid month, rounded down to the won', () => {
    expect(prorateUpgrade({ yearlyPrice: 199_000, paid: 19_900, periodStart: start, periodEnd: end, now: start })).toEqual({ credit: 19_900, amount: 179_100 });
    expect(prorateUpgrade({ yearlyPrice: 199_000, paid: 19_900, periodStart: start, periodEnd: end, now: at(10) })).toEqual({ credit: 13_266, amount: 185_734 });
    // Within a day (counted back from the period end) the price stays the same.
    const early = prorateUpgrade({ yearlyPrice: 199_000, paid: 19_900, periodStart: start, periodEnd: end, now: at(10, 1) });
    expect(early).toEqual({ credit: 12_603, amount: 186_397 });
    expect(prorateUpgrade({ yearlyPrice: 199_000, paid: 19_900, periodStart: start, periodEnd: end, now: at(10, 23) })).toEqual(early);
    expect(prorateUpgrade({ yearlyPrice: 199_000, paid: 19_900, periodStart: start, periodEnd: end, now: at(30) })).toEqual({ credit: 0, amount: 199_000 });
  });

  it('never charges less than the provider minimum', () => {
    expect(prorateUpgrade({ yearlyPrice: 500, paid: 19_900, periodStart: start, periodEnd: end, now: start })).toEqual({ credit: 400, amount: 100 });
  });
});
