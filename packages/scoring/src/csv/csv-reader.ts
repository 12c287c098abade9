import { isUtf8 } from 'node:buffer';
import { createCsvRecord, type CsvLimits, type CsvRecordSink } from './csv-record.ts';
import { CsvScanError, scanRecords, type ScanState } from './scan-records.ts';

const LF = 0x0a;
const CR = 0x0d;
const windowBytes = 4 << 20;
const emptyBytes = new Uint8Array(0);

/**
 * A streaming CSV reader over bytes: push chunks as they arrive, then finish. It reads in
 * windows that end at line breaks, checks each window is UTF-8 before reading it, and refuses a
 * record longer than the limit as soon as that many bytes have arrived without its end, so a
 * 2 GB line costs one window, not 2 GB. Problems are thrown as CsvScanError.
 */
export class CsvReader {
  private pending: Uint8Array = emptyBytes;
  private validatedTo = 0;
  private startChecked = false;
  private readonly state: ScanState = { line: 1 };
  private readonly record;

  constructor(
    private readonly limits: CsvLimits,
    private readonly sink: CsvRecordSink,
  ) {
    this.record = createCsvRecord(limits.maxFields);
  }

  push(chunk: Uint8Array): void {
    if (this.pending.length === 0) this.pending = chunk;
    else {
      const joined = new Uint8Array(this.pending.length + chunk.length);
      joined.set(this.pending);
      joined.set(chunk, this.pending.length);
      this.pending = joined;
    }
    this.drain(false);
  }

  finish(): void {
    this.drain(true);
    this.pending = emptyBytes;
  }

  private drain(final: boolean): void {
    const bytes = this.pending;
    const length = bytes.length;
    let pos = 0;
    if (!this.startChecked) {
      if (length < 3 && !final) return;
      if (length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) pos = 3;
      this.startChecked = true;
      this.validatedTo = pos;
    }
    const maxLine = this.limits.maxLineBytes;
    let size = Math.max(windowBytes, maxLine + 2);
    while (pos < length) {
      let end = Math.min(length, pos + size);
      const last = final && end === length;
      if (!last) {
        const cut = lastLineBreak(bytes, pos, end);
        if (cut < 0) {
          if (end - pos > maxLine) throw new CsvScanError('line_too_long', this.state.line, null, maxLine);
          break;
        }
        end = cut + 1;
      }
      this.validate(bytes, pos, end);
      const stop = scanRecords(bytes, pos, end, last, this.state, this.record, this.limits, this.sink);
      if (stop === pos && !last) {
        if (end - pos > maxLine) throw new CsvScanError('line_too_long', this.state.line, null, maxLine);
        if (pos + size >= length) break;
        size *= 2;
        continue;
      }
      pos = stop;
    }
    this.pending = bytes.subarray(pos);
    this.validatedTo = Math.max(0, this.validatedTo - pos);
  }

  /** Refuses bytes that are not UTF-8, after reading the records before the bad line. */
  private validate(bytes: Uint8Array, pos: number, end: number): void {
    const from = Math.max(pos, this.validatedTo);
    if (from >= end) return;
    if (isUtf8(bytes.subarray(from, end))) {
      this.validatedTo = end;
      return;
    }
    const badLineStart = findBadLine(bytes, from, end);
    const stop = scanRecords(bytes, pos, badLineStart, false, this.state, this.record, this.limits, this.sink);
    const line = this.state.line + countLineBreaks(bytes, stop, badLineStart);
    // Control bytes mean binary data rather than text in another encoding.
    throw new CsvScanError(hasControlBytes(bytes, badLineStart, end) ? 'corrupted' : 'not_utf8', line, null);
  }
}

/** Reads a whole file held in memory. */
export function readCsvBytes(bytes: Uint8Array, limits: CsvLimits, sink: CsvRecordSink): void {
  const reader = new CsvReader(limits, sink);
  reader.push(bytes);
  reader.finish();
}

function lastLineBreak(bytes: Uint8Array, from: number, to: number): number {
  const window = bytes.subarray(from, to);
  const lineFeed = window.lastIndexOf(LF);
  if (lineFeed >= 0) return from + lineFeed;
  const carriageReturn = window.lastIndexOf(CR);
  return carriageReturn >= 0 ? from + carriageReturn : -1;
}

function findBadLine(bytes: Uint8Array, from: number, to: number): number {
  let lineStart = from;
  while (lineStart < to) {
    let lineEnd = bytes.indexOf(LF, lineStart);
    if (lineEnd < 0 || lineEnd >= to) lineEnd = to - 1;
    if (!isUtf8(bytes.subarray(lineStart, lineEnd + 1))) return lineStart;
    lineStart = lineEnd + 1;
  }
  return from;
}

function hasControlBytes(bytes: Uint8Array, from: number, to: number): boolean {
  const lineEnd = bytes.indexOf(LF, from);
  const stop = lineEnd < 0 || lineEnd > to ? to : lineEnd;
  for (let i = from; i < stop; i++) {
    const b = bytes[i]!;
    if (b < 0x20 && b !== 0x09 && b !== CR) return true;
  }
  return false;
}

function countLineBreaks(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const b = bytes[i]!;
    if (b === LF || (b === CR && bytes[i + 1] !== LF)) count++;
  }
  return count;
}
