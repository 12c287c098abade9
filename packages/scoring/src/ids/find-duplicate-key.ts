import { hashBytes } from './byte-key-index.ts';
import { backToBack, integerOf, integerRange, NOT_INTEGER, type IntegerRange } from './match-ids.ts';
import { repeatedValues } from './repeated-values.ts';

/**
 * Finds the first key (in key order) that repeats an earlier one: [first position, second position],
 * or null. `knownHashes`, when given, are the keys' hashes (hashBytes). Finding the repeated
 * hashes (see repeatedValues) is mostly sequential work, unlike filling a hash table, whose random
 * accesses dominate on a million ids; bytes are compared only for keys with a repeated hash.
 * `knownRange`, when given, is the keys' integerRange.
 */
export function findDuplicateKey(bytes: Uint8Array, offsets: Uint32Array, knownHashes?: Uint32Array, knownRange?: IntegerRange | null): [number, number] | null {
  const count = offsets.length - 1;
  const integer = findDuplicateInteger(bytes, offsets, knownRange);
  if (integer !== undefined) return integer;
  // Any hash that equal keys share will do; a reader may have computed them while the bytes were at hand.
  let hashes = knownHashes;
  if (hashes?.length !== count) {
    hashes = new Uint32Array(count);
    for (let key = 0; key < count; key++) hashes[key] = hashBytes(bytes, offsets[key]!, offsets[key + 1]!);
  }
  const repeated = repeatedValues(hashes);
  if (repeated.size === 0) return null;
  // A million distinct keys share about a hundred 32-bit hashes: a table of their top 16 bits
  // turns nearly every key away before the set is asked.
  const mayRepeat = new Uint8Array(1 << 16);
  for (const hash of repeated) mayRepeat[hash >>> 16] = 1;
  const earlier = new Map<number, number[]>();
  for (let key = 0; key < count; key++) {
    const hash = hashes[key]!;
    if (mayRepeat[hash >>> 16] === 0 || !repeated.has(hash)) continue;
    const candidates = earlier.get(hash) ?? [];
    for (const candidate of candidates) if (sameKey(bytes, offsets, candidate, key)) return [candidate, key];
    candidates.push(key);
    earlier.set(hash, candidates);
  }
  return null;
}

/** A range of values at most this many times the key count gets one bit per value. */
const maxSpread = 32;

/**
 * The same answer for keys that are all plain integers in a dense range (ids `1..N`): one bit per
 * value, set in key order, finds the first repeat without hashing or sorting. Plain integers
 * (no sign, no leading zero) are equal as text exactly when they are equal as numbers. Undefined
 * for other keys.
 */
function findDuplicateInteger(bytes: Uint8Array, offsets: Uint32Array, knownRange: IntegerRange | null | undefined): [number, number] | null | undefined {
  const count = offsets.length - 1;
  if (count === 0 || integerOf(bytes, offsets[0]!, offsets[1]!) === NOT_INTEGER) return undefined;
  const bounds = knownRange === undefined ? integerRange(backToBack(bytes, offsets)) : knownRange;
  if (!bounds || bounds.max - bounds.min + 1 > count * maxSpread) return undefined;
  // Ids that count up one by one are distinct.
  if (bounds.counting) return null;
  const { min } = bounds;
  const seen = new Int32Array(((bounds.max - min) >>> 5) + 1);
  for (let key = 0; key < count; key++) {
    const value = integerOf(bytes, offsets[key]!, offsets[key + 1]!);
    const word = (value - min) >>> 5;
    const bit = 1 << ((value - min) & 31);
    if ((seen[word]! & bit) !== 0) {
      for (let earlier = 0; ; earlier++) if (integerOf(bytes, offsets[earlier]!, offsets[earlier + 1]!) === value) return [earlier, key];
    }
    seen[word]! |= bit;
  }
  return null;
}

function sameKey(bytes: Uint8Array, offsets: Uint32Array, a: number, b: number): boolean {
  const aStart = offsets[a]!;
  const bStart = offsets[b]!;
  const length = offsets[a + 1]! - aStart;
  if (offsets[b + 1]! - bStart !== length) return false;
  for (let i = 0; i < length; i++) if (bytes[aStart + i] !== bytes[bStart + i]) return false;
  return true;
}
