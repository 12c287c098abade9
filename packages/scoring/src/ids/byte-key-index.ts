/**
 * Finds keys (ids, labels) by their bytes without making strings: an open-addressing hash table
 * over keys stored back to back. Lookups hash the bytes of a field where they lie in the file.
 */
export class ByteKeyIndex {
  private readonly table: Int32Array;
  private readonly mask: number;

  private constructor(
    readonly keyBytes: Uint8Array,
    readonly keyOffsets: Uint32Array,
  ) {
    const count = keyOffsets.length - 1;
    let size = 16;
    while (size < count * 2) size *= 2;
    this.table = new Int32Array(size);
    this.mask = size - 1;
  }

  get size(): number {
    return this.keyOffsets.length - 1;
  }

  /** Builds the index; keys must be distinct (a ground truth's ids are checked when prepared). */
  static build(keyBytes: Uint8Array, keyOffsets: Uint32Array): ByteKeyIndex {
    const index = new ByteKeyIndex(keyBytes, keyOffsets);
    const { table, mask } = index;
    for (let key = 0; key < index.size; key++) {
      let slot = hashBytes(keyBytes, keyOffsets[key]!, keyOffsets[key + 1]!) & mask;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = key + 1;
    }
    return index;
  }

  /** The position of the key with these bytes, or -1. */
  find(bytes: Uint8Array, start: number, end: number): number {
    let slot = hashBytes(bytes, start, end) & this.mask;
    for (;;) {
      const found = this.table[slot]!;
      if (found === 0) return -1;
      if (this.equals(found - 1, bytes, start, end)) return found - 1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Whether key number `key` has exactly these bytes. */
  equals(key: number, bytes: Uint8Array, start: number, end: number): boolean {
    const keyStart = this.keyOffsets[key]!;
    const length = this.keyOffsets[key + 1]! - keyStart;
    if (length !== end - start) return false;
    const keyBytes = this.keyBytes;
    for (let i = 0; i < length; i++) {
      if (keyBytes[keyStart + i] !== bytes[start + i]) return false;
    }
    return true;
  }
}

/** FNV-1a over bytes, finished with a multiply-xorshift so close ids spread over the table. */
export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let hash = hashSeed;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, hashPrime);
  return finishHash(hash);
}

/** FNV-1a's start and multiplier, for readers that hash bytes as they pass them. */
export const hashSeed = 0x811c9dc5;
export const hashPrime = 0x01000193;

/** The finishing step of hashBytes. */
export function finishHash(hash: number): number {
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  return (hash ^ (hash >>> 12)) >>> 0;
}
