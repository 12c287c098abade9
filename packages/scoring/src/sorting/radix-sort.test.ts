import { describe, expect, it } from 'vitest';
import { sortFloat64 } from './radix-sort.ts';

let seed = 7;
const random = (): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};

function expectSameAsBuiltIn(values: Float64Array): void {
  const expected = values.slice().sort();
  sortFloat64(values);
  for (let i = 0; i < values.length; i++) if (!Object.is(values[i], expected[i])) throw new Error(`at ${i}: ${values[i]} != ${expected[i]}`);
}

describe('sortFloat64', () => {
  it('orders like Float64Array.prototype.sort, -0 before +0, ties kept', () => {
    const specials = [0, -0, 5e-324, -5e-324, 2.2250738585072014e-308, Number.MAX_VALUE, -Number.MAX_VALUE, Infinity, -Infinity, 1, -1, 0.5];
    for (const length of [0, 1, 511, 512, 5000, 100_000]) {
      const values = new Float64Array(length);
      for (let i = 0; i < length; i++) {
        const kind = random();
        if (kind < 0.1) values[i] = specials[Math.floor(random() * specials.length)]!;
        else if (kind < 0.3) values[i] = Math.round(random() * 20) / 4;
        else if (kind < 0.6) values[i] = random();
        else values[i] = (random() - 0.5) * 10 ** Math.floor(random() * 600 - 300);
      }
      expectSameAsBuiltIn(values);
    }
  });

  it('sorts probabilities, where the high digits are the same, and a subarray in place', () => {
    const values = Float64Array.from({ length: 50_000 }, () => random());
    expectSameAsBuiltIn(values);
    const buffer = Float64Array.from({ length: 3000 }, () => random() * 3);
    const middle = buffer.subarray(1000, 2000);
    const outside = [...buffer.subarray(0, 1000), ...buffer.subarray(2000)];
    expectSameAsBuiltIn(middle);
    expect([...buffer.subarray(0, 1000), ...buffer.subarray(2000)]).toEqual(outside);
  });
});
