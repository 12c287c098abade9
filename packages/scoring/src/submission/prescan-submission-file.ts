import { submissionMaxLineBytes } from '../csv/csv-limits.ts';
import { readLineChunks } from '../csv/line-chunks.ts';
import { estimateRows } from '../truth/plain-truth-reader.ts';
import { PrescanRows, readSubmissionHeader, scanPlainRows, type SubmissionPrescan } from './prescan-submission.ts';

/**
 * The prescan of a plain submission read from disk in chunks (see readLineChunks), keeping only
 * its ids, copied out of each chunk, and its values: for a file of a million rows the same work
 * with a fraction of the memory. Null when the file cannot be read or is not plain
 * (prescanSubmissionRecords on its bytes then decides); a line longer than the buffer is never plain,
 * since the buffer holds more than maxLineBytes.
 */
export function prescanSubmissionFile(path: string, maxLineBytes: number = submissionMaxLineBytes, chunkBytes: number = 2 * (maxLineBytes + 2)): SubmissionPrescan | null {
  // Integer ids first; a file whose ids are not all plain integers is read again (its first id tells, usually).
  for (const integerIds of [true, false]) {
    const prescan = new ChunkedPrescan(maxLineBytes, integerIds);
    try {
      if (readLineChunks(path, Math.max(chunkBytes, maxLineBytes + 3), prescan.visit)) return prescan.finish();
    } catch {
      return null;
    }
    if (!prescan.notIntegerIds) return null;
  }
  return null;
}

class ChunkedPrescan {
  private table: { header: string[]; rows: PrescanRows; idBytes: Uint8Array } | null = null;
  private idLength = 0;

  constructor(
    private readonly maxLineBytes: number,
    private readonly integerIds: boolean,
  ) {}

  get notIntegerIds(): boolean {
    return this.table?.rows.notIntegerIds ?? false;
  }

  readonly visit = (segment: Uint8Array, fileBytes: number): boolean => {
    let pos = 0;
    if (!this.table) {
      const start = readSubmissionHeader(segment, this.maxLineBytes);
      if (!start) return false;
      // The ids never take more room than the file; pages past the last id are never touched.
      const rows = new PrescanRows(estimateRows(segment, start.pos, fileBytes), start.header.length - 1, this.integerIds);
      this.table = { header: start.header, rows, idBytes: new Uint8Array(this.integerIds ? 0 : fileBytes) };
      pos = start.pos;
    }
    const { rows, idBytes } = this.table;
    const firstRow = rows.rows;
    if (!scanPlainRows(segment, pos, this.maxLineBytes, rows)) return false;
    // Ids read as values keep no bytes.
    if (this.integerIds) return true;
    const { idStarts, idEnds } = rows;
    let idLength = this.idLength;
    for (let r = firstRow; r < rows.rows; r++) {
      const start = idStarts[r]!;
      const end = idEnds[r]!;
      idStarts[r] = idLength;
      for (let i = start; i < end; i++) idBytes[idLength++] = segment[i]!;
      idEnds[r] = idLength;
    }
    this.idLength = idLength;
    return true;
  };

  finish(): SubmissionPrescan | null {
    if (!this.table) return null;
    const { header, rows, idBytes } = this.table;
    return rows.finish(header, this.maxLineBytes, idBytes.subarray(0, this.idLength));
  }
}
