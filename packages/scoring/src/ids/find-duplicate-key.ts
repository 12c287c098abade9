import { hashBytes } from './byte-key-index.ts';
import { repeatedValues } from './repeated-values.ts';

/**
 * Finds the first key (in key order) that repeats an earlier one: [first position, second position],
 * or null. `knownHashes`, when given, are the keys' hashes (hashBytes). Finding the repeated
 * hashes (see repeatedValues) is mostly sequential work, unlike filling a hash table, whose random
 * accesses dominate on a million ids; bytes are compared only for keys with a repeated hash.
 */
export function findDuplicateKey(bytes: Uint8Array, offsets: Uint32Array, knownHashes?: Uint32Array): [number, number] | null {
  const count = offsets.length - 1;
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

function sameKey(bytes: Uint8Array, offsets: Uint32Array, a: number, b: number): boolean {
  const aStart = offsets[a]!;
  const bStart = offsets[b]!;
  const length = offsets[a + 1]! - aStart;
  if (offsets[b + 1]! - bStart !== length) return false;
  for (let i = 0; i < length; i++) if (bytes[aStart + i] !== bytes[bStart + i]) return false;
  return true;
}
