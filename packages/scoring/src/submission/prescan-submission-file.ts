import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { submissionMaxLineBytes } from '../csv/csv-limits.ts';
import { estimateRows } from '../truth/plain-truth-reader.ts';
import { PrescanRows, readPlainHeader, scanPlainRows, type SubmissionPrescan } from './prescan-submission.ts';

const LF = 0x0a;

/**
 * The prescan of a plain submission read from disk in chunks through one buffer, keeping only its
 * ids (copied out of each chunk) and values. Reading the whole file would touch as many fresh
 * pages as the file has bytes, and on a virtual machine each first touch of a page is slow: for a
 * file of a million rows this does the same work with a fraction of the memory. Null when the
 * file cannot be read or is not plain (prescanSubmission on its bytes then decides); a line
 * longer than the buffer is never plain, since the buffer holds more than maxLineBytes.
 */
export function prescanSubmissionFile(path: string, maxLineBytes: number = submissionMaxLineBytes, chunkBytes: number = 2 * (maxLineBytes + 2)): SubmissionPrescan | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    return prescanChunks(fd, fstatSync(fd).size, maxLineBytes, Math.max(chunkBytes, maxLineBytes + 3));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

function prescanChunks(fd: number, fileBytes: number, maxLineBytes: number, chunkBytes: number): SubmissionPrescan | null {
  const buffer = new Uint8Array(Math.min(chunkBytes, fileBytes + 1));
  // The ids never take more room than the file; pages past the last id are never touched.
  const idBytes = new Uint8Array(fileBytes);
  let idLength = 0;
  let table: { header: string[]; rows: PrescanRows } | null = null;
  let filled = 0;
  let atEnd = false;
  for (;;) {
    while (!atEnd && filled < buffer.length) {
      const read = readSync(fd, buffer, filled, buffer.length - filled, null);
      if (read === 0) atEnd = true;
      filled += read;
    }
    // Whole lines only, so that no row, and no UTF-8 sequence, is cut between two chunks.
    const segmentEnd = atEnd ? filled : buffer.lastIndexOf(LF, filled - 1) + 1;
    if (segmentEnd === 0 && !atEnd) return null;
    const segment = buffer.subarray(0, segmentEnd);
    if (!isUtf8(segment)) return null;
    let pos = 0;
    if (!table) {
      const start = readPlainHeader(segment, maxLineBytes);
      if (!start) return null;
      table = { header: start.header, rows: new PrescanRows(estimateRows(segment, start.pos, fileBytes), start.header.length - 1) };
      pos = start.pos;
    }
    const { header, rows } = table;
    const firstRow = rows.rows;
    if (!scanPlainRows(segment, pos, maxLineBytes, rows)) return null;
    const { idStarts, idEnds } = rows;
    for (let r = firstRow; r < rows.rows; r++) {
      const start = idStarts[r]!;
      const end = idEnds[r]!;
      idStarts[r] = idLength;
      for (let i = start; i < end; i++) idBytes[idLength++] = segment[i]!;
      idEnds[r] = idLength;
    }
    if (atEnd) return rows.finish(header, maxLineBytes, idBytes.subarray(0, idLength));
    buffer.copyWithin(0, segmentEnd, filled);
    filled -= segmentEnd;
  }
}
