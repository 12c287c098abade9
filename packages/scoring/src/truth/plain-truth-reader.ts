import { isUtf8 } from 'node:buffer';
import { decodeBytes } from '../csv/field-text.ts';
import { truthCsvLimits } from '../csv/csv-limits.ts';
import { numberPrefixEnd, parseNumber, parseNumberPrefix } from '../csv/parse-number.ts';
import { finishHash, hashPrime, hashSeed } from '../ids/byte-key-index.ts';
import type { MetricDefinition } from '../metrics/metric-registry.ts';
import { LabelDictionary } from './label-dictionary.ts';
import type { TruthCellMode, TruthColumns } from './truth-reader.ts';

const LF = 0x0a;
const CR = 0x0d;
const TAB = 0x09;
const QUOTE = 0x22;
const COMMA = 0x2c;

const roleId = 0;
const roleSplit = 1;
const roleTarget = 2;

/** The columns of a plain ground truth, and the ids' hashes for the duplicate check. */
export interface PlainTruthColumns {
  columns: TruthColumns;
  /** The id column's name (the first column when none was given). */
  idColumn: string;
  idHashes: Uint32Array;
}

/**
 * Reads the common ground truth of numbers in one pass over its bytes: no quotes, LF or CRLF
 * line ends, Public/Private written as such, numbers parsed where they lie and ids hashed as
 * they are copied. It accepts only what TruthReader accepts and gives the same columns; for
 * anything else, a problem included, it gives null and the record-by-record reading takes
 * over, which names the first problem exactly. With `shared`, the ids and numbers are written
 * into shared memory, which a thread can hand over without a copy.
 */
export function readPlainTruth(
  bytes: Uint8Array,
  mode: TruthCellMode,
  metric: MetricDefinition,
  idColumn: string | undefined,
  splitColumn: string | null | undefined,
  shared = false,
): PlainTruthColumns | null {
  if ((mode !== 'number' && mode !== 'binary') || (metric.layout !== 'numeric' && metric.layout !== 'binary')) return null;
  const length = bytes.length;
  const maxLineBytes = truthCsvLimits.maxLineBytes;
  let pos = length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const headerStart = pos;
  const names: string[] = [];
  for (;;) {
    if (pos >= length || bytes[pos] === QUOTE) return null;
    const end = plainFieldEnd(bytes, pos, Math.min(length, headerStart + maxLineBytes + 1));
    if (end < 0) return null;
    names.push(decodeBytes(bytes, pos, end));
    pos = end;
    if (pos < length && bytes[pos] === COMMA) {
      pos++;
      continue;
    }
    break;
  }
  pos = skipLineEnd(bytes, pos, length);
  if (pos < 0 || pos - headerStart > maxLineBytes || names.length > truthCsvLimits.maxFields || new Set(names).size !== names.length) return null;
  const width = names.length;
  const idIndex = names.indexOf(idColumn ?? names[0]!);
  if (idIndex < 0) return null;
  const splitName = splitColumn === undefined ? (names.includes('Usage') ? 'Usage' : null) : splitColumn;
  const splitIndex = splitName === null ? -1 : names.indexOf(splitName);
  if (splitName !== null && (splitIndex < 0 || splitIndex === idIndex)) return null;
  const targetIndexes = names.map((_, i) => i).filter((i) => i !== idIndex && i !== splitIndex);
  if (targetIndexes.length === 0) return null;
  const roles = new Int32Array(width).fill(roleTarget);
  roles[idIndex] = roleId;
  if (splitIndex >= 0) roles[splitIndex] = roleSplit;
  const targetSlots = new Int32Array(width);
  targetIndexes.forEach((field, t) => {
    targetSlots[field] = t;
  });
  const binary = mode === 'binary';
  const truthRule = metric.layout === 'numeric' ? metric.truthRule : 'none';

  let capacity = estimateRows(bytes, pos);
  let lines = new Int32Array(capacity);
  let isPublic = new Uint8Array(capacity);
  // Shared memory is written in place rather than copied at the end: on a machine where each
  // first touch of a page is slow, a copy of the ids and numbers costs more than reading them.
  // The ids can never outgrow the file, and pages beyond what is written are never touched.
  let idOffsets = shared ? sharedArray(Uint32Array, capacity + 1) : new Uint32Array(capacity + 1);
  let idHashes = new Uint32Array(capacity);
  let idBytes = shared ? sharedArray(Uint8Array, Math.max(1, length)) : new Uint8Array(Math.max(1 << 16, Math.min(length, capacity * 16)));
  let idLength = 0;
  let numbers = targetIndexes.map(() => (shared ? sharedArray(Float64Array, capacity) : new Float64Array(capacity)));
  let rows = 0;
  let line = 2;
  while (pos < length) {
    const first = bytes[pos]!;
    if (first === LF || first === CR) {
      pos = skipLineEnd(bytes, pos, length);
      if (pos < 0) return null;
      line++;
      continue;
    }
    if (rows === capacity) {
      capacity *= 2;
      lines = grown(lines, new Int32Array(capacity));
      isPublic = grown(isPublic, new Uint8Array(capacity));
      idOffsets = grown(idOffsets, shared ? sharedArray(Uint32Array, capacity + 1) : new Uint32Array(capacity + 1));
      idHashes = grown(idHashes, new Uint32Array(capacity));
      numbers = numbers.map((column) => grown(column, shared ? sharedArray(Float64Array, capacity) : new Float64Array(capacity)));
    }
    const recordStart = pos;
    const lineLimit = Math.min(length, recordStart + maxLineBytes + 1);
    isPublic[rows] = 1;
    for (let j = 0; j < width; j++) {
      if (j > 0) {
        if (pos >= length || bytes[pos] !== COMMA) return null;
        pos++;
      }
      if (bytes[pos] === QUOTE) return null;
      const role = roles[j]!;
      let end: number;
      if (role === roleTarget) {
        const value = readNumberField(bytes, pos, lineLimit);
        end = lastFieldEnd();
        if (value - value !== 0) return null;
        if (binary && value !== 0 && value !== 1) return null;
        if ((truthRule === 'non_negative' && value < 0) || (truthRule === 'non_zero' && value === 0)) return null;
        numbers[targetSlots[j]!]![rows] = value;
      } else if (role === roleId) {
        // Found, copied and hashed in one pass; room for the longest id the line allows.
        if (idLength + (lineLimit - pos) > idBytes.length) idBytes = grown(idBytes, new Uint8Array(Math.max(idBytes.length * 2, idLength + lineLimit - pos)));
        let hash = hashSeed;
        end = pos;
        while (end < lineLimit) {
          const b = bytes[end]!;
          if (b <= COMMA && (b === COMMA || b === LF || b === CR || (b < 0x20 && b !== TAB))) break;
          idBytes[idLength++] = b;
          hash = Math.imul(hash ^ b, hashPrime);
          end++;
        }
        if (end === pos || (end < lineLimit && bytes[end]! < 0x20 && bytes[end] !== LF && bytes[end] !== CR)) return null;
        idOffsets[rows + 1] = idLength;
        idHashes[rows] = finishHash(hash);
      } else {
        end = plainFieldEnd(bytes, pos, lineLimit);
        const part = end <= pos ? -1 : splitPart(bytes, pos, end);
        if (part < 0) return null;
        isPublic[rows] = part === 0 ? 1 : 0;
      }
      pos = end;
    }
    pos = skipLineEnd(bytes, pos, length);
    if (pos < 0 || pos - recordStart > maxLineBytes) return null;
    lines[rows] = line;
    line++;
    rows++;
  }
  // Checked last: scanning does not depend on it, and a huge single line is given up on before.
  if (!isUtf8(bytes)) return null;
  // Views, not copies, of what is only read from here on; the ids are copied to their size,
  // since they become part of the prepared truth, unless they are in shared memory (which a
  // thread hands over and still reads for the duplicate check).
  const columns: TruthColumns = {
    targetNames: targetIndexes.map((i) => names[i]!),
    numbers: numbers.map((column) => column.subarray(0, rows)),
    labels: targetIndexes.map(() => ({ codes: new Int32Array(0), dictionary: new LabelDictionary() })),
    lists: [],
    isPublic: isPublic.subarray(0, rows),
    hasSplit: splitIndex >= 0,
    ids: shared
      ? { bytes: idBytes.subarray(0, idLength), offsets: idOffsets.subarray(0, rows + 1) }
      : { bytes: idBytes.slice(0, idLength), offsets: idOffsets.slice(0, rows + 1) },
    lines: lines.subarray(0, rows),
  };
  return { columns, idColumn: names[idIndex]!, idHashes: idHashes.subarray(0, rows) };
}

function sharedArray<T extends Uint8Array | Uint32Array | Float64Array>(kind: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number }, length: number): T {
  return new kind(new SharedArrayBuffer(length * kind.BYTES_PER_ELEMENT));
}

const publicBytes = [0x70, 0x75, 0x62, 0x6c, 0x69, 0x63];
const privateBytes = [0x70, 0x72, 0x69, 0x76, 0x61, 0x74, 0x65];

/** 0 for Public, 1 for Private in any case of ASCII letters, -1 for anything else (left to TruthReader). */
function splitPart(bytes: Uint8Array, start: number, end: number): number {
  const size = end - start;
  const word = size === 6 ? publicBytes : size === 7 ? privateBytes : null;
  if (word === null) return -1;
  for (let i = 0; i < size; i++) if ((bytes[start + i]! | 0x20) !== word[i]) return -1;
  return size === 6 ? 0 : 1;
}

let fieldEnd = 0;

/** Where the field read by the last readNumberField ends. */
export function lastFieldEnd(): number {
  return fieldEnd;
}

/**
 * The number in the unquoted field at pos, its bytes read once: parsed up to the first byte that
 * cannot continue it, which must end the field. A field with anything else (spaces, text) is
 * found and judged by parseNumber. NaN when it is not a number; lastFieldEnd() tells where it ends.
 */
export function readNumberField(bytes: Uint8Array, pos: number, limit: number): number {
  const value = parseNumberPrefix(bytes, pos, limit);
  const end = numberPrefixEnd();
  if (end > pos) {
    const next = end < bytes.length ? bytes[end] : LF;
    if (next === COMMA || next === LF || next === CR) {
      fieldEnd = end;
      return value;
    }
  }
  fieldEnd = plainFieldEnd(bytes, pos, limit);
  return fieldEnd <= pos ? NaN : parseNumber(bytes, pos, fieldEnd);
}

/** Where the unquoted field starting at pos ends (a comma, a line break or the end); -1 on a control byte. */
export function plainFieldEnd(bytes: Uint8Array, pos: number, length: number): number {
  while (pos < length) {
    const b = bytes[pos]!;
    if (b > COMMA) {
      pos++;
      continue;
    }
    if (b === COMMA || b === LF || b === CR) return pos;
    if (b < 0x20 && b !== TAB) return -1;
    pos++;
  }
  return pos;
}

/** Past the LF or CRLF at pos (or the end of the file); -1 for anything else, a lone CR included. */
export function skipLineEnd(bytes: Uint8Array, pos: number, length: number): number {
  if (pos >= length) return pos;
  if (bytes[pos] === LF) return pos + 1;
  if (bytes[pos] === CR && pos + 1 < length && bytes[pos + 1] === LF) return pos + 2;
  return -1;
}

/**
 * Room for the rows that the first 64 KB of them suggest in a file of totalBytes (the whole of
 * bytes unless they are its first part); the readers grow it when the guess was short.
 */
export function estimateRows(bytes: Uint8Array, from: number, totalBytes: number = bytes.length): number {
  const sample = bytes.subarray(from, Math.min(bytes.length, from + (1 << 16)));
  let lineBreaks = 0;
  for (let at = sample.indexOf(LF); at >= 0; at = sample.indexOf(LF, at + 1)) lineBreaks++;
  const perByte = (lineBreaks + 1) / Math.max(1, sample.length);
  return Math.max(1024, Math.ceil((totalBytes - from) * perByte * 1.05));
}

export function grown<T extends Int32Array | Uint32Array | Uint8Array | Float64Array>(values: T, into: T): T {
  into.set(values);
  return into;
}
