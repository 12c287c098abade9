import type { KeyRanges } from '../ids/match-ids.ts';
import { growFloat64, growInt32 } from '../truth/growable-array.ts';

/**
 * The rows of a submission whose id was not the truth's id of the same row number, kept to be
 * paired with the truth's ids in bulk once the file is read (see SubmissionReader.finish). Their
 * id bytes are copied, because a streamed record's bytes are reused for the next chunk; their
 * values are kept as read, in row order, until the rows' places are known.
 */
export class DeferredRows {
  count = 0;
  private idBytes = new Uint8Array(1 << 16);
  private usedBytes = 0;
  /** Id d is idBytes[idOffsets[d], idOffsets[d + 1]). */
  private readonly idOffsets = growInt32();
  /** The row number (0 = first data row) and the line of each deferred row. */
  readonly rows = growInt32();
  readonly lines = growInt32();
  /** Values of numeric layouts, row after row, one per value column. */
  readonly numbers = growFloat64();
  /** Label codes, row after row, one per value column. */
  readonly codes = growInt32();
  readonly lists: string[][] = [];

  constructor() {
    this.idOffsets.push(0);
  }

  add(row: number, line: number, bytes: Uint8Array, start: number, end: number): void {
    const used = this.usedBytes;
    const length = end - start;
    if (used + length > this.idBytes.length) {
      const grown = new Uint8Array(Math.max(this.idBytes.length * 2, used + length));
      grown.set(this.idBytes.subarray(0, used));
      this.idBytes = grown;
    }
    this.idBytes.set(bytes.subarray(start, end), used);
    this.usedBytes = used + length;
    this.idOffsets.push(used + length);
    this.rows.push(row);
    this.lines.push(line);
    this.count++;
  }

  /** The deferred ids, for matchKeys. */
  keys(): KeyRanges {
    const offsets = this.idOffsets.view();
    return { bytes: this.idBytes, starts: offsets.subarray(0, this.count), ends: offsets.subarray(1), count: this.count };
  }
}
