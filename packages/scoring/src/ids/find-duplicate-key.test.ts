import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from './find-duplicate-key.ts';

const encoder = new TextEncoder();

function stored(keys: string[]): [Uint8Array, Uint32Array] {
  const encoded = keys.map((key) => encoder.encode(key));
  const offsets = new Uint32Array(keys.length + 1);
  encoded.forEach((key, k) => {
    offsets[k + 1] = offsets[k]! + key.length;
  });
  const bytes = new Uint8Array(offsets[keys.length]!);
  encoded.forEach((key, k) => {
    bytes.set(key, offsets[k]!);
  });
  return [bytes, offsets];
}

/** The first key repeating an earlier one, with the earliest such earlier key, by a Map. */
function expected(keys: string[]): [number, number] | null {
  const firstAt = new Map<string, number>();
  for (let k = 0; k < keys.length; k++) {
    const earlier = firstAt.get(keys[k]!);
    if (earlier !== undefined) return [earlier, k];
    firstAt.set(keys[k]!, k);
  }
  return null;
}

let seed = 11;
const random = (): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};

const keySets: Record<string, (n: number) => string[]> = {
  'integers 1..n': (n) => Array.from({ length: n }, (_, i) => `${i + 1}`),
  'integers shuffled with gaps': (n) => Array.from({ length: n }, (_, i) => `${900 + ((i * 7919) % n) * 5}`),
  'integers too sparse for bits': (n) => Array.from({ length: n }, (_, i) => `${i * 1_000_003}`),
  'integers with leading zeros': (n) => Array.from({ length: n }, (_, i) => String(i).padStart(5, '0')),
  'text ids': (n) => Array.from({ length: n }, (_, i) => `id_${i}`),
};

describe('findDuplicateKey', () => {
  for (const [name, make] of Object.entries(keySets)) {
    it(`finds the first repeated key, or none: ${name}`, () => {
      for (const n of [1, 2, 50, 20_000]) {
        const keys = make(n);
        expect(findDuplicateKey(...stored(keys))).toEqual(expected(keys));
        if (n < 2) continue;
        for (let run = 0; run < 4; run++) {
          const repeated = [...keys];
          const from = Math.floor(random() * n);
          repeated[Math.floor(random() * n)] = keys[from]!;
          repeated[Math.floor(random() * n)] = keys[Math.floor(random() * n)]!;
          expect(findDuplicateKey(...stored(repeated))).toEqual(expected(repeated));
        }
      }
    });
  }

  it('tells integers equal as numbers but not as text apart', () => {
    expect(findDuplicateKey(...stored(['1', '2', '02', '3']))).toBeNull();
    expect(findDuplicateKey(...stored(['10', '2', '3', '2']))).toEqual([1, 3]);
    expect(findDuplicateKey(...stored(['5', '+5', '5']))).toEqual([0, 2]);
  });
});
