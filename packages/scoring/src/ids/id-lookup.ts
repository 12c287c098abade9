import { ByteKeyIndex } from './byte-key-index.ts';

/**
 * Finds a truth row by id bytes. Submissions usually list ids in the truth's order, so the row at
 * the same position is compared first; the hash index, whose random accesses cost more than the
 * rest of the work on a large file, is built only when a row out of that order has to be looked
 * up on its own (the reader pairs such rows in bulk, and looks them up only to name a problem).
 */
export class IdLookup {
  private index: ByteKeyIndex | null = null;

  constructor(
    private readonly idBytes: Uint8Array,
    private readonly idOffsets: Uint32Array,
  ) {}

  /** The file position of the id in bytes[start, end), trying `guess` first; -1 when absent. */
  find(guess: number, bytes: Uint8Array, start: number, end: number): number {
    if (this.holdsAt(guess, bytes, start, end)) return guess;
    this.index ??= ByteKeyIndex.build(this.idBytes, this.idOffsets);
    return this.index.find(bytes, start, end);
  }

  /** Whether the truth's id number `key` has exactly the bytes bytes[start, end). */
  holdsAt(key: number, bytes: Uint8Array, start: number, end: number): boolean {
    if (key >= this.idOffsets.length - 1) return false;
    const keyStart = this.idOffsets[key]!;
    if (this.idOffsets[key + 1]! - keyStart !== end - start) return false;
    const idBytes = this.idBytes;
    for (let i = start; i < end; i++) if (idBytes[keyStart + i - start] !== bytes[i]) return false;
    return true;
  }
}
