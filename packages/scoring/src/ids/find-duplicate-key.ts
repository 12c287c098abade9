import { sortUint32 } from '../sorting/radix-sort.ts';
import { hashBytes } from './byte-key-index.ts';

/**
 * Finds the first key (in key order) that repeats an earlier one: [first position, second position],
 * or null. `knownHashes`, when given, are the keys' hashes (hashBytes). Sorting the keys' hashes is sequential work, unlike filling a hash table, whose random
 * accesses dominate on a million ids; bytes are compared only for the rare equal hashes.
 */
export function findDuplicateKey(bytes: Uint8Array, offsets: Uint32Array, knownHashes?: Uint32Array): [number, number] | null {
  const count = offsets.length - 1;
  // Any hash that equal keys share will do; a reader may have computed them while the bytes were at hand.
  let hashes = knownHashes;
  if (hashes?.length !== count) {
    hashes = new Uint32Array(count);
    for (let key = 0; key < count; key++) hashes[key] = hashBytes(bytes, offsets[key]!, offsets[key + 1]!);
  }
  const sorted = hashes.slice();
  sortUint32(sorted);
  const repeated = new Set<number>();
  for (let i = 1; i < count; i++) if (sorted[i] === sorted[i - 1]) repeated.add(sorted[i]!);
  if (repeated.size === 0) return null;
  const earlier = new Map<number, number[]>();
  for (let key = 0; key < count; key++) {
    const hash = hashes[key]!;
    if (!repeated.has(hash)) continue;
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
