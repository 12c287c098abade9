import { describe, expect, it } from 'vitest';
import { translate } from '@madang/i18n';
import { listMetrics } from '@madang/scoring';

// The console shows each metric by its name and a one-line description from the catalogs; a metric
// added to the registry without them would show its raw key (`quadratic_weighted_kappa`).
describe('metric names in the catalogs', () => {
  it.each(listMetrics().map((m) => m.name))('%s has a name and a description in Korean and English', (name) => {
    for (const locale of ['ko', 'en'] as const) {
      for (const part of ['name', 'description'] as const) {
        const key = `host.metrics.${name}.${part}`;
        const text = translate(locale, key);
        expect(text, `${locale} ${key}`).not.toBe(key);
        expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
      }
    }
  });
});
