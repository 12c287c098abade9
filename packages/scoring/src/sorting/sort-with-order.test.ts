import { describe, expect, it } from 'vitest';
import { sortFloat64WithOrder } from './sort-with-order.ts';

let seed = 7;
const random = (): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};

/** Sorts a copy and checks it against the built-in sort, the order against the original, and ties in row order. */
function expectSorted(original: Float64Array): void {
  const values = original.slice();
  const order = sortFloat64WithOrder(values);
  const expected = original.slice().sort();
  const length = original.length;
  for (let i = 0; i < length; i++) {
    if (!Object.is(values[i], expected[i])) throw new Error(`value at ${i}: ${values[i]} != ${expected[i]}`);
    if (!Object.is(original[order[i]!], values[i])) throw new Error(`order at ${i}`);
    if (i > 0 && Object.is(values[i], values[i - 1]) && order[i]! < order[i - 1]!) throw new Error(`ties out of order at ${i}`);
  }
  expect(new Set(order).size).toBe(length);
}

describe('sortFloat64WithOrder', () => {
  it('sorts like Float64Array.prototype.sort and tells where each value was, equal values in their order', () => {
    const specials = [0, -0, 5e-324, -5e-324, Infinity, -Infinity, 1, -1, 0.5, Number.MAX_VALUE, -Number.MAX_VALUE];
    for (const length of [0, 1, 7, 24, 25, 600, 100_000]) {
      expectSorted(
        Float64Array.from({ length }, () => {
          const kind = random();
          if (kind < 0.2) return specials[Math.floor(random() * specials.length)]!;
          if (kind < 0.5) return Math.round(random() * 20) / 4;
          return (random() - 0.5) * 10 ** Math.floor(random() * 40 - 20);
        }),
      );
    }
  });

  it('sorts probabilities, whose high bits are shared, and -0 and +0 alone', () => {
    expectSorted(Float64Array.from({ length: 200_000 }, () => random()));
    expectSorted(Float64Array.from({ length: 3_000 }, () => (random() < 0.5 ? -0 : 0)));
    expectSorted(Float64Array.from({ length: 3_000 }, (_, i) => (i % 3 === 0 ? -0 : i % 3 === 1 ? 0 : 5e-324)));
  });

  it('sorts values crowded into one part of the range, which are spread again on their own bits', () => {
    // All but a few values within a hair of 0.5: the first spread puts them in one part.
    expectSorted(Float64Array.from({ length: 100_000 }, (_, i) => (i % 5_000 === 0 ? random() * 1e300 : 0.5 + random() * 1e-12)));
    // Neighbouring doubles: only the lowest bits differ.
    const base = new Float64Array([0.7]);
    const bits = new Uint32Array(base.buffer);
    expectSorted(
      Float64Array.from({ length: 50_000 }, () => {
        const copy = new Uint32Array(bits);
        copy[0] = copy[0]! + Math.floor(random() * 1000);
        return new Float64Array(copy.buffer)[0]!;
      }),
    );
    // A few distinct values, each many times.
    expectSorted(Float64Array.from({ length: 100_000 }, () => [0.1, 0.2, 0.3][Math.floor(random() * 3)]!));
  });

  it('gives the identity order when every value is the same', () => {
    for (const length of [10, 1000]) {
      const values = new Float64Array(length).fill(0.25);
      expect([...sortFloat64WithOrder(values)]).toEqual(Array.from({ length }, (_, i) => i));
    }
  });

  it('sorts a view in the middle of a larger buffer and leaves the rest alone', () => {
    const buffer = Float64Array.from({ length: 3_000 }, () => random() * 3);
    const outside = [...buffer.subarray(0, 1_000), ...buffer.subarray(2_000)];
    const middle = buffer.subarray(1_000, 2_000);
    const original = middle.slice();
    const order = sortFloat64WithOrder(middle);
    expect([...middle]).toEqual([...original].sort((a, b) => a - b));
    expect([...order].map((row) => original[row])).toEqual([...middle]);
    expect([...buffer.subarray(0, 1_000), ...buffer.subarray(2_000)]).toEqual(outside);
  });
});
