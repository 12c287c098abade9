import { describe, expect, it } from 'vitest';
import { repeatedValues } from './repeated-values.ts';

let seed = 5;
const random = (): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed;
};

function expectedRepeats(values: Uint32Array): Set<number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([value]) => value));
}

describe('repeatedValues', () => {
  it('finds every value that occurs more than once, and only those', () => {
    for (const length of [0, 1, 2, 40, 100_000]) {
      const values = Uint32Array.from({ length }, () => random());
      // Planted repeats, some of them three times, and the extremes.
      for (let k = 0; k + 3 < length && k < 300; k += 3) values[length - 1 - k] = values[k]!;
      if (length > 10) values.set([0, 0, 0xffffffff, 0xffffffff], 5);
      expect(repeatedValues(values)).toEqual(expectedRepeats(values));
    }
  });

  it('sorts large parts that share their top bits', () => {
    const values = Uint32Array.from({ length: 20_000 }, (_, i) => (i % 4 === 0 ? random() : 0x12340000 | (random() & 0x3fff)));
    const repeated = repeatedValues(values);
    expect(repeated).toEqual(expectedRepeats(values));
    expect(repeated.size).toBeGreaterThan(100);
  });

  it('leaves its input as it was', () => {
    const values = Uint32Array.from({ length: 1_000 }, () => random() % 500);
    const copy = values.slice();
    repeatedValues(values);
    expect(values).toEqual(copy);
  });
});
