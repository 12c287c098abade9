import { hashBytes } from './byte-key-index.ts';

/** A list of keys (ids), each a byte range of `bytes`. */
export interface KeyRanges {
  bytes: Uint8Array;
  starts: ArrayLike<number>;
  ends: ArrayLike<number>;
  count: number;
}

/** Keys stored back to back, as a prepared truth keeps its ids: key k is bytes[offsets[k], offsets[k + 1]). */
export const backToBack = (bytes: Uint8Array, offsets: Uint32Array): KeyRanges => ({
  bytes,
  starts: offsets.subarray(0, offsets.length - 1),
  ends: offsets.subarray(1),
  count: offsets.length - 1,
});

/**
 * Pairs two lists of the same keys in any order: `keyOf[r]` is the index in `known` of the key
 * `given[r]` (or that index's entry in `knownLabels`, such as a truth row's scoring position, read
 * in order instead of gathered afterwards), or null when the lists do not hold the same keys once
 * each (a key missing, unknown or repeated). Made for millions of shuffled ids, where a hash table's lookups (each a chain of
 * cache and TLB misses through the table, the key's offset and its bytes) cost most of the time:
 *
 * - ids that are plain decimal integers on both sides (no sign, no leading zero, at most 15
 *   digits, so that the text and the number determine each other) within a dense range are
 *   placed by their value, one direct read each;
 * - any other ids are spread by their hashes' top bits into small parts that are paired within
 *   the cache, and every pair's bytes are compared once, in `given`'s order.
 */
export function matchKeys(known: KeyRanges, given: KeyRanges, knownLabels?: Int32Array): Int32Array | null {
  if (known.count !== given.count) return null;
  return matchIntegerKeys(known, given, knownLabels) ?? matchHashedKeys(known, given, knownLabels);
}

export const NOT_INTEGER = -1;
/** The longest plain integer key: below 2^53, so that its text and its value determine each other. */
export const maxIntegerDigits = 15;

/** The value of a plain decimal integer key, or NOT_INTEGER. */
export function integerOf(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start;
  if (length === 0 || length > maxIntegerDigits) return NOT_INTEGER;
  if (bytes[start] === 0x30 && length > 1) return NOT_INTEGER;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = bytes[i]! - 0x30;
    if (digit < 0 || digit > 9) return NOT_INTEGER;
    value = value * 10 + digit;
  }
  return value;
}

/** The smallest and largest value of keys that are all plain integers, and whether they count up one by one. */
export interface IntegerRange {
  min: number;
  max: number;
  counting: boolean;
}

/**
 * The smallest and largest value of keys that are all plain integers, and whether each key is
 * the one before plus one (ids `1..N` in order); null when some key is not a plain integer.
 * Reading the keys again later costs less than keeping their values: at millions of keys, first
 * touches of fresh memory cost more than parsing a few digits.
 */
export function integerRange(keys: KeyRanges): IntegerRange | null {
  const { bytes, starts, ends, count } = keys;
  let min = Infinity;
  let max = -Infinity;
  let counting = true;
  let previous = NaN;
  for (let k = 0; k < count; k++) {
    const value = integerOf(bytes, starts[k]!, ends[k]!);
    if (value === NOT_INTEGER) return null;
    if (value < min) min = value;
    if (value > max) max = value;
    if (value !== previous + 1 && k > 0) counting = false;
    previous = value;
  }
  return { min, max, counting };
}

/** A range of values at most this many times the key count is addressed directly. */
const maxSpread = 4;

/** Whether keys of this range are few enough against their count to be placed by value. */
export const isDenseRange = (bounds: IntegerRange, count: number): boolean => count > 0 && bounds.max - bounds.min + 1 <= count * maxSpread;

function matchIntegerKeys(known: KeyRanges, given: KeyRanges, knownLabels: Int32Array | undefined): Int32Array | null {
  const n = known.count;
  // A cheap look at the first key of each side before reading them all.
  if (n === 0 || integerOf(known.bytes, known.starts[0]!, known.ends[0]!) === NOT_INTEGER || integerOf(given.bytes, given.starts[0]!, given.ends[0]!) === NOT_INTEGER) {
    return null;
  }
  const bounds = integerRange(known);
  if (!bounds || !isDenseRange(bounds, n)) return null;
  const { min } = bounds;
  const range = bounds.max - min + 1;
  if (bounds.counting) return matchCountingKeys(given, min, knownLabels);
  const slotOf = slotsByValue(known, min, range, knownLabels);
  if (!slotOf) return null;
  const keyOf = new Int32Array(n);
  const { bytes, starts, ends } = given;
  for (let r = 0; r < n; r++) {
    const value = integerOf(bytes, starts[r]!, ends[r]!);
    if (value === NOT_INTEGER) return null;
    const at = value - min;
    if (!(at >= 0 && at < range)) return null;
    const slot = slotOf[at]!;
    if (slot === 0) return null;
    slotOf[at] = 0;
    keyOf[r] = slot - 1;
  }
  return keyOf;
}

/**
 * slotOf[value - min] is the known key's label + 1; 0 when no known key has that value (and,
 * once the pairing takes it, again 0). Null when a value repeats.
 */
function slotsByValue(known: KeyRanges, min: number, range: number, knownLabels: Int32Array | undefined): Int32Array | null {
  const slotOf = new Int32Array(range);
  for (let k = 0; k < known.count; k++) {
    const at = integerOf(known.bytes, known.starts[k]!, known.ends[k]!) - min;
    if (slotOf[at] !== 0) return null;
    slotOf[at] = (knownLabels ? knownLabels[k]! : k) + 1;
  }
  return slotOf;
}

/**
 * The same pairing for given keys read as values (plain integers, see integerOf) against known
 * keys of a dense integer range `bounds` (see isDenseRange): no digit is read twice on the
 * given side, and ids counting up one by one need no table at all.
 */
export function matchIntegerValues(known: KeyRanges, bounds: IntegerRange, given: Int32Array, knownLabels?: Int32Array): Int32Array | null {
  const n = known.count;
  if (given.length !== n || !isDenseRange(bounds, n)) return null;
  const { min } = bounds;
  const keyOf = new Int32Array(n);
  if (bounds.counting) {
    const taken = new Int32Array((n + 31) >>> 5);
    for (let r = 0; r < n; r++) {
      const k = given[r]! - min;
      if (!takeOnce(taken, k, n)) return null;
      keyOf[r] = knownLabels ? knownLabels[k]! : k;
    }
    return keyOf;
  }
  const range = bounds.max - min + 1;
  const slotOf = slotsByValue(known, min, range, knownLabels);
  if (!slotOf) return null;
  for (let r = 0; r < n; r++) {
    const at = given[r]! - min;
    if (!(at >= 0 && at < range)) return null;
    const slot = slotOf[at]!;
    if (slot === 0) return null;
    slotOf[at] = 0;
    keyOf[r] = slot - 1;
  }
  return keyOf;
}

/**
 * Keys held as values written out as text (the plain decimal form, which is the key itself), for
 * the pairing of keys that are not in a dense range.
 */
export function keysOfValues(values: Int32Array): KeyRanges {
  const count = values.length;
  const bytes = new Uint8Array(count * 10);
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let at = 0;
  for (let r = 0; r < count; r++) {
    let value = values[r]!;
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    starts[r] = at;
    at += digits;
    ends[r] = at;
    for (let i = at - 1; i >= starts[r]!; i--) {
      bytes[i] = 0x30 + (value % 10);
      value = Math.floor(value / 10);
    }
  }
  return { bytes, starts, ends, count };
}

/** Marks key index `k` of `n` as taken in a bitset; false when it is out of range or was taken before. */
function takeOnce(taken: Int32Array, k: number, n: number): boolean {
  if (!(k >= 0 && k < n)) return false;
  const word = k >>> 5;
  const bit = 1 << (k & 31);
  if ((taken[word]! & bit) !== 0) return false;
  taken[word]! |= bit;
  return true;
}

/**
 * Pairs given keys with known keys that count up from `min` one by one, so that a value is its
 * key's index: no table to fill, and the ids taken are one bit each, a table small enough to stay
 * in the cache while the given keys come in any order.
 */
function matchCountingKeys(given: KeyRanges, min: number, knownLabels: Int32Array | undefined): Int32Array | null {
  const n = given.count;
  const taken = new Int32Array((n + 31) >>> 5);
  const keyOf = new Int32Array(n);
  const { bytes, starts, ends } = given;
  for (let r = 0; r < n; r++) {
    const value = integerOf(bytes, starts[r]!, ends[r]!);
    if (value === NOT_INTEGER) return null;
    const k = value - min;
    if (!takeOnce(taken, k, n)) return null;
    keyOf[r] = knownLabels ? knownLabels[k]! : k;
  }
  return keyOf;
}

/**
 * The spread into parts writes each key to one of 2^bits places at once: up to 256 keep those
 * writes within the cache's and the TLB's reach; a part of some thousands of keys is then paired
 * through a small hash table that fits the cache too.
 */
const maxSpreadBits = 8;
const keysPerPart = 2048;

function hashesOf(keys: KeyRanges): Uint32Array {
  const hashes = new Uint32Array(keys.count);
  const { bytes, starts, ends } = keys;
  for (let k = 0; k < keys.count; k++) hashes[k] = hashBytes(bytes, starts[k]!, ends[k]!);
  return hashes;
}

/**
 * The keys spread by their hash's top `bits` bits, each with its hash, its index and a copy of
 * its bytes, so that a part is paired without reaching back into the files: part d is entries
 * [partStart[d], partStart[d + 1]); entry e is entries[3e] its hash, entries[3e + 1] its index,
 * and its bytes are bytes[entries[3e + 2], entries[3e + 5]) (one more entry closes the last). A
 * known key's index is replaced by its label when there are labels.
 */
interface SpreadKeys {
  entries: Int32Array;
  bytes: Uint8Array;
  partStart: Int32Array;
}

function spreadKeys(keys: KeyRanges, hashes: Uint32Array, bits: number, labels: Int32Array | undefined): SpreadKeys {
  const n = keys.count;
  const { bytes, starts, ends } = keys;
  const shift = 32 - bits;
  const parts = 1 << bits;
  const partStart = new Int32Array(parts + 1);
  const partByteStart = new Int32Array(parts + 1);
  for (let k = 0; k < n; k++) {
    const d = bits === 0 ? 1 : (hashes[k]! >>> shift) + 1;
    partStart[d]!++;
    partByteStart[d]! += ends[k]! - starts[k]!;
  }
  for (let d = 1; d <= parts; d++) {
    partStart[d]! += partStart[d - 1]!;
    partByteStart[d]! += partByteStart[d - 1]!;
  }
  const next = partStart.slice(0, parts);
  const nextByte = partByteStart.slice(0, parts);
  const entries = new Int32Array(3 * n + 3);
  const spreadBytes = new Uint8Array(partByteStart[parts]!);
  for (let k = 0; k < n; k++) {
    const hash = hashes[k]!;
    const d = bits === 0 ? 0 : hash >>> shift;
    const at = 3 * next[d]!++;
    let to = nextByte[d]!;
    entries[at] = hash;
    entries[at + 1] = labels ? labels[k]! : k;
    entries[at + 2] = to;
    for (let i = starts[k]!, end = ends[k]!; i < end; i++) spreadBytes[to++] = bytes[i]!;
    nextByte[d] = to;
  }
  entries[3 * n + 2] = spreadBytes.length;
  return { entries, bytes: spreadBytes, partStart };
}

function matchHashedKeys(known: KeyRanges, given: KeyRanges, knownLabels: Int32Array | undefined): Int32Array | null {
  const n = known.count;
  // Byte positions are kept in 32-bit integers.
  if (known.bytes.length > 0x7fffffff || given.bytes.length > 0x7fffffff) return null;
  let bits = 0;
  while (bits < maxSpreadBits && n >> bits > keysPerPart) bits++;
  const knownSpread = spreadKeys(known, hashesOf(known), bits, knownLabels);
  const givenSpread = spreadKeys(given, hashesOf(given), bits, undefined);
  const keyOf = new Int32Array(n);
  const taken = new Uint8Array(n);
  let largest = 0;
  for (let d = 0, parts = 1 << bits; d < parts; d++) largest = Math.max(largest, knownSpread.partStart[d + 1]! - knownSpread.partStart[d]!);
  let tableSize = 4;
  while (tableSize < largest * 2) tableSize *= 2;
  const table = new Int32Array(tableSize);
  for (let d = 0, parts = 1 << bits; d < parts; d++) {
    const start = knownSpread.partStart[d]!;
    const end = knownSpread.partStart[d + 1]!;
    if (givenSpread.partStart[d] !== start || givenSpread.partStart[d + 1] !== end) return null;
    if (!pairPart(knownSpread, givenSpread, start, end, table, taken, keyOf)) return null;
  }
  return keyOf;
}

/**
 * Pairs each given key of one part with the known key of the same bytes not paired yet, through
 * a hash table of the part's known keys (entry + 1; 0 is empty) on the hashes' low bits.
 */
function pairPart(known: SpreadKeys, given: SpreadKeys, start: number, end: number, table: Int32Array, taken: Uint8Array, keyOf: Int32Array): boolean {
  let mask = 3;
  while (mask + 1 < (end - start) * 2) mask = mask * 2 + 1;
  table.fill(0, 0, mask + 1);
  const knownEntries = known.entries;
  const givenEntries = given.entries;
  for (let e = start; e < end; e++) {
    let slot = knownEntries[3 * e]! & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = e + 1;
  }
  for (let g = start; g < end; g++) {
    const hash = givenEntries[3 * g]!;
    const byteStart = givenEntries[3 * g + 2]!;
    const byteEnd = givenEntries[3 * g + 5]!;
    let slot = hash & mask;
    let found = -1;
    for (let entry = table[slot]!; entry !== 0; slot = (slot + 1) & mask, entry = table[slot]!) {
      const e = entry - 1;
      if (knownEntries[3 * e] === hash && taken[e] === 0 && sameBytes(known.bytes, knownEntries[3 * e + 2]!, knownEntries[3 * e + 5]!, given.bytes, byteStart, byteEnd)) {
        found = e;
        break;
      }
    }
    if (found < 0) return false;
    taken[found] = 1;
    keyOf[givenEntries[3 * g + 1]!] = knownEntries[3 * found + 1]!;
  }
  return true;
}

function sameBytes(a: Uint8Array, aStart: number, aEnd: number, b: Uint8Array, bStart: number, bEnd: number): boolean {
  const length = aEnd - aStart;
  if (bEnd - bStart !== length) return false;
  for (let i = 0; i < length; i++) if (a[aStart + i] !== b[bStart + i]) return false;
  return true;
}
