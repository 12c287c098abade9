import { describe, expect, it } from 'vitest';
import { hashBytes } from './byte-key-index.ts';
import { backToBack, integerRange, isDenseRange, keysOfValues, matchIntegerValues, matchKeys, type KeyRanges } from './match-ids.ts';

const encoder = new TextEncoder();

/** Keys back to back, as a prepared truth stores its ids. */
function stored(keys: string[]): KeyRanges {
  const bytes = encoder.encode(keys.join(''));
  const offsets = new Uint32Array(keys.length + 1);
  keys.forEach((key, k) => {
    offsets[k + 1] = offsets[k]! + encoder.encode(key).length;
  });
  return backToBack(bytes, offsets);
}

/** Keys as ranges of a CSV-like text, as a submission's ids lie in its file. */
function inText(keys: string[]): KeyRanges {
  const starts = new Int32Array(keys.length);
  const ends = new Int32Array(keys.length);
  const lines: string[] = [];
  let at = 0;
  keys.forEach((key, r) => {
    starts[r] = at + 2;
    ends[r] = starts[r]! + encoder.encode(key).length;
    at = ends[r]! + 5;
    lines.push(`x,${key},0.5\n`);
  });
  return { bytes: encoder.encode(lines.join('')), starts, ends, count: keys.length };
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What matchKeys must answer, by a Map. */
function expected(known: string[], given: string[]): number[] | null {
  if (known.length !== given.length) return null;
  const indexOf = new Map(known.map((key, k) => [key, k]));
  const seen = new Set<string>();
  const keyOf: number[] = [];
  for (const key of given) {
    const k = indexOf.get(key);
    if (k === undefined || seen.has(key)) return null;
    seen.add(key);
    keyOf.push(k);
  }
  return keyOf;
}

const isPlainInt32 = (key: string): boolean => /^(0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 31;

/**
 * Given keys read as values (plain integers below 2^31, as the prescan reads them) must pair as
 * their text does against known keys of a dense integer range, and write back as that text.
 */
const decoder = new TextDecoder();

function checkValues(known: string[], given: string[], answer: number[] | null, labels: Int32Array): void {
  const knownKeys = stored(known);
  const bounds = integerRange(knownKeys);
  if (!bounds || !isDenseRange(bounds, known.length) || !given.every(isPlainInt32)) return;
  const values = Int32Array.from(given, Number);
  const text = keysOfValues(values);
  expect(Array.from({ length: text.count }, (_, r) => decoder.decode(text.bytes.subarray(text.starts[r], text.ends[r])))).toEqual(given);
  const byValue = matchIntegerValues(knownKeys, bounds, values);
  expect(byValue && Array.from(byValue)).toEqual(answer);
  const labelled = matchIntegerValues(knownKeys, bounds, values, labels);
  expect(labelled && Array.from(labelled)).toEqual(answer ? answer.map((k) => labels[k]) : answer);
}

function check(known: string[], given: string[]): void {
  const answer = expected(known, given);
  const result = matchKeys(stored(known), inText(given));
  expect(result && Array.from(result)).toEqual(answer);
  // With labels for the known keys (a truth's scoring positions), each index is its label
  // (up to 5,000 keys, enough for several parts, to keep the test quick on a busy machine).
  if (known.length > 5_000) return;
  const labels = Int32Array.from(known, (_, k) => (k * 7919 + 3) % 1_000_003);
  checkValues(known, given, answer, labels);
  const labelled = matchKeys(stored(known), inText(given), labels);
  expect(labelled && Array.from(labelled)).toEqual(answer ? answer.map((k) => labels[k]) : answer);
}

const idSets: Record<string, (n: number) => string[]> = {
  'text ids': (n) => Array.from({ length: n }, (_, i) => `id_${i}`),
  'integers 1..n': (n) => Array.from({ length: n }, (_, i) => `${i + 1}`),
  'integers counting from 1000': (n) => Array.from({ length: n }, (_, i) => `${1000 + i}`),
  'integers 1..n shuffled': (n) =>
    shuffled(
      Array.from({ length: n }, (_, i) => `${i + 1}`),
      seeded(n),
    ),
  'integers with gaps': (n) => Array.from({ length: n }, (_, i) => `${1000 + i * 3}`),
  'integers too sparse to place': (n) => Array.from({ length: n }, (_, i) => `${i * 1_000_003}`),
  'integers and text': (n) => Array.from({ length: n }, (_, i) => (i % 7 === 0 ? `n${i}` : `${i}`)),
  'leading zeros': (n) => Array.from({ length: n }, (_, i) => String(i).padStart(6, '0')),
  'Korean text': (n) => Array.from({ length: n }, (_, i) => `학생_${i}`),
};

describe('matchKeys', () => {
  for (const [name, make] of Object.entries(idSets)) {
    for (const n of [1, 2, 37, 5_000, 70_000]) {
      it(`pairs ${n} ${name} in order and shuffled, and refuses a missing, unknown or repeated id`, () => {
        const random = seeded(n * 7 + name.length);
        const known = make(n);
        check(known, known);
        const given = shuffled(known, random);
        check(known, given);
        if (n < 2) return;
        const at = Math.floor(random() * n);
        check(
          known,
          given.map((key, r) => (r === at ? `${key}x` : key)),
        );
        check(
          known,
          given.map((key, r) => (r === at ? given[(at + 1) % n]! : key)),
        );
        check(known, given.slice(1));
      });
    }
  }

  it('pairs integer ids read as values: repeated, missing, unknown and out of the range refused', () => {
    const counting = ['1', '2', '3', '4', '5'];
    const dense = ['10', '14', '11', '13', '12'];
    for (const known of [counting, dense]) {
      const given = [...known].reverse();
      check(known, given);
      check(known, [given[0]!, given[0]!, ...given.slice(2)]);
      check(known, given.slice(1));
      check(known, [...given.slice(1), '0']);
      check(known, [...given.slice(1), '2147483647']);
      check(known, [...given.slice(1), '9']);
    }
    check(['0', '2147483647'], ['2147483647', '0']);
  });

  it('refuses integer ids that are equal as numbers but not as text', () => {
    check(['1', '2', '3'], ['1', '02', '3']);
    check(['1', '2', '3'], ['1', '+2', '3']);
    check(['10', '2', '3'], ['1e1', '2', '3']);
  });

  it('pairs different ids that share a hash by their bytes', () => {
    const firstWithHash = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; pair === null; i++) {
      const key = `k${i}`;
      const bytes = encoder.encode(key);
      const hash = hashBytes(bytes, 0, bytes.length);
      const earlier = firstWithHash.get(hash);
      if (earlier !== undefined) pair = [earlier, key];
      else firstWithHash.set(hash, key);
    }
    const known = [pair[0], 'a', pair[1], 'b'];
    check(known, [pair[1], 'b', pair[0], 'a']);
    check(known, [pair[1], 'b', pair[1], 'a']);
  });
});
