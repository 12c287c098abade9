import type { CsvProblemCode } from '../messages.ts';
import type { CsvLimits, CsvRecord, CsvRecordSink } from './csv-record.ts';

const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const QUOTE = 0x22;
const COMMA = 0x2c;

/** A problem found by the scanner: the record's line and, where known, the field's position. */
export class CsvScanError extends Error {
  constructor(
    readonly code: CsvProblemCode,
    readonly line: number,
    readonly fieldIndex: number | null,
    readonly limit?: number,
  ) {
    super(code);
  }
}

export interface ScanState {
  /** Line number of the next byte to read. */
  line: number;
}

/**
 * Reads the records that lie completely inside bytes[from, to) and hands each to the sink.
 * Returns where the first incomplete record starts (or `to`), so the caller can read it again
 * with more bytes. When `final` is true, `to` is the end of the file and nothing is incomplete.
 * Blank lines are skipped; LF, CRLF and a lone CR end a record.
 */
export function scanRecords(bytes: Uint8Array, from: number, to: number, final: boolean, state: ScanState, record: CsvRecord, limits: CsvLimits, sink: CsvRecordSink): number {
  const { starts, ends, escaped } = record;
  const maxFields = limits.maxFields;
  record.bytes = bytes;
  let pos = from;
  let line = state.line;
  while (pos < to) {
    const first = bytes[pos]!;
    if (first === LF || first === CR) {
      if (first === CR && pos + 1 < to && bytes[pos + 1] === LF) pos++;
      else if (first === CR && pos + 1 === to && !final) break;
      pos++;
      line++;
      continue;
    }
    const recordStart = pos;
    const recordLine = line;
    let fieldCount = 0;
    let complete = false;
    for (;;) {
      if (fieldCount === maxFields) throw new CsvScanError('too_many_columns', recordLine, null, maxFields);
      if (pos < to && bytes[pos] === QUOTE) {
        let p = pos + 1;
        let hasEscape = 0;
        let closed = false;
        while (p < to) {
          const b = bytes[p]!;
          if (b === QUOTE) {
            if (p + 1 < to && bytes[p + 1] === QUOTE) {
              hasEscape = 1;
              p += 2;
              continue;
            }
            if (p + 1 === to && !final) break;
            closed = true;
            break;
          }
          if (b === LF) line++;
          else if (b < 0x20 && b !== CR && b !== TAB) throw new CsvScanError('corrupted', line, fieldCount);
          p++;
        }
        if (!closed) {
          if (final) throw new CsvScanError('unterminated_quote', recordLine, fieldCount);
          line = recordLine;
          pos = recordStart;
          break;
        }
        starts[fieldCount] = pos + 1;
        ends[fieldCount] = p;
        escaped[fieldCount] = hasEscape;
        fieldCount++;
        pos = p + 1;
        if (pos < to) {
          const next = bytes[pos]!;
          if (next === COMMA) {
            pos++;
            continue;
          }
          if (next !== LF && next !== CR) throw new CsvScanError('bad_quote', recordLine, fieldCount - 1);
        } else if (!final) {
          line = recordLine;
          pos = recordStart;
          break;
        }
      } else {
        const start = pos;
        while (pos < to) {
          const b = bytes[pos]!;
          if (b > COMMA) {
            pos++;
            continue;
          }
          if (b === COMMA || b === LF || b === CR) break;
          if (b < 0x20 && b !== TAB) throw new CsvScanError('corrupted', line, fieldCount);
          pos++;
        }
        if (pos === to && !final) {
          line = recordLine;
          pos = recordStart;
          break;
        }
        starts[fieldCount] = start;
        ends[fieldCount] = pos;
        escaped[fieldCount] = 0;
        fieldCount++;
        if (pos < to && bytes[pos] === COMMA) {
          pos++;
          continue;
        }
      }
      // The record ends here: at a line break or at the end of the file.
      if (pos < to) {
        if (bytes[pos] === CR) {
          if (pos + 1 < to) {
            if (bytes[pos + 1] === LF) pos++;
          } else if (!final) {
            line = recordLine;
            pos = recordStart;
            break;
          }
        }
        pos++;
      }
      complete = true;
      break;
    }
    if (!complete) break;
    if (pos - recordStart > limits.maxLineBytes) throw new CsvScanError('line_too_long', recordLine, null, limits.maxLineBytes);
    line++;
    record.line = recordLine;
    record.fieldCount = fieldCount;
    state.line = line;
    sink(record);
  }
  state.line = line;
  return pos;
}
