import { isUtf8 } from 'node:buffer';
import { decodeBytes } from '../csv/field-text.ts';
import { truthCsvLimits } from '../csv/csv-limits.ts';
import { readLineChunks } from '../csv/line-chunks.ts';
import { numberPrefixEnd, parseNumber, parseNumberPrefix } from '../csv/parse-number.ts';
import { finishHash, hashBytes, hashPrime, hashSeed } from '../ids/byte-key-index.ts';
import { maxIntegerDigits, type IntegerRange } from '../ids/match-ids.ts';
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

/** The columns of a plain ground truth, and the ids' hashes or integer range for the duplicate check. */
export interface PlainTruthColumns {
  columns: TruthColumns;
  /** The id column's name (the first column when none was given). */
  idColumn: string;
  /** Empty when every id is a plain integer: idRange is then set and the hashes are not needed. */
  idHashes: Uint32Array;
  /** The ids' integerRange, or null when some id is not a plain integer. */
  idRange: IntegerRange | null;
}

/**
 * Reads the common ground truth of numbers in one pass over its bytes: no quotes, LF or CRLF
 * line ends, Public/Private written as such, numbers parsed where they lie and ids hashed as
 * they are copied. It accepts only what TruthReader accepts and gives the same columns; for
 * anything else, a problem included, it gives null and the record-by-record reading takes
 * over, which names the first problem exactly.
 */
export function readPlainTruth(
  bytes: Uint8Array,
  mode: TruthCellMode,
  metric: MetricDefinition,
  idColumn: string | undefined,
  splitColumn: string | null | undefined,
): PlainTruthColumns | null {
  const start = readPlainTruthHeader(bytes, mode, metric, idColumn, splitColumn);
  if (!start) return null;
  const rows = new PlainTruthRows(start.layout, estimateRows(bytes, start.pos), bytes.length, false);
  if (!scanTruthRows(bytes, start.pos, rows)) return null;
  // Checked last: scanning does not depend on it, and a huge single line is given up on before.
  if (!isUtf8(bytes)) return null;
  return rows.finish();
}

/**
 * The same reading of a file on disk, a chunk of whole lines at a time (see readLineChunks),
 * into shared memory, which a thread can hand over without a copy. Null when the file is not
 * plain (a line longer than chunkBytes included); throws when it cannot be read.
 */
export function readPlainTruthFile(
  path: string,
  mode: TruthCellMode,
  metric: MetricDefinition,
  idColumn: string | undefined,
  splitColumn: string | null | undefined,
  chunkBytes: number = 2 * (truthCsvLimits.maxLineBytes + 2),
): PlainTruthColumns | null {
  const read: { rows: PlainTruthRows | null } = { rows: null };
  const visit = (segment: Uint8Array, fileBytes: number): boolean => {
    if (read.rows) return scanTruthRows(segment, 0, read.rows);
    const start = readPlainTruthHeader(segment, mode, metric, idColumn, splitColumn);
    if (!start) return false;
    read.rows = new PlainTruthRows(start.layout, estimateRows(segment, start.pos, fileBytes), fileBytes, true);
    return scanTruthRows(segment, start.pos, read.rows);
  };
  if (!readLineChunks(path, chunkBytes, visit)) return null;
  return read.rows?.finish() ?? null;
}

/** What the header of a plain ground truth says about its columns. */
interface PlainTruthLayout {
  names: string[];
  idIndex: number;
  splitIndex: number;
  targetIndexes: number[];
  /** Each column's role (roleId, roleSplit or roleTarget) and, for a target, its slot. */
  roles: Int32Array;
  targetSlots: Int32Array;
  binary: boolean;
  truthRule: string;
}

function readPlainTruthHeader(
  bytes: Uint8Array,
  mode: TruthCellMode,
  metric: MetricDefinition,
  idColumn: string | undefined,
  splitColumn: string | null | undefined,
): { layout: PlainTruthLayout; pos: number } | null {
  if ((mode !== 'number' && mode !== 'binary') || (metric.layout !== 'numeric' && metric.layout !== 'binary')) return null;
  const header = readPlainHeader(bytes, truthCsvLimits.maxLineBytes);
  if (!header) return null;
  const { names, pos } = header;
  if (new Set(names).size !== names.length) return null;
  const idIndex = names.indexOf(idColumn ?? names[0]!);
  if (idIndex < 0) return null;
  const splitName = splitColumn === undefined ? (names.includes('Usage') ? 'Usage' : null) : splitColumn;
  const splitIndex = splitName === null ? -1 : names.indexOf(splitName);
  if (splitName !== null && (splitIndex < 0 || splitIndex === idIndex)) return null;
  const targetIndexes = names.map((_, i) => i).filter((i) => i !== idIndex && i !== splitIndex);
  if (targetIndexes.length === 0) return null;
  const roles = new Int32Array(names.length).fill(roleTarget);
  roles[idIndex] = roleId;
  if (splitIndex >= 0) roles[splitIndex] = roleSplit;
  const targetSlots = new Int32Array(names.length);
  targetIndexes.forEach((field, t) => {
    targetSlots[field] = t;
  });
  const truthRule = metric.layout === 'numeric' ? metric.truthRule : 'none';
  return { layout: { names, idIndex, splitIndex, targetIndexes, roles, targetSlots, binary: mode === 'binary', truthRule }, pos };
}

/** The columns of a plain ground truth while its rows are read. */
class PlainTruthRows {
  rows = 0;
  /** The file line of the next row (blank lines count). */
  line = 2;
  /** Each row's line, kept only once a blank line has put them off row + 2. */
  lines: Int32Array | null = null;
  isPublic: Uint8Array;
  idOffsets: Uint32Array;
  idHashes: Uint32Array;
  idBytes: Uint8Array;
  idLength = 0;
  numbers: Float64Array[];
  /**
   * While every id is a plain integer (see integerOf), their range is kept instead of their
   * hashes (ids `1..N` are checked for repeats by value); the first other id fills in the hashes
   * of the rows before it.
   */
  integerIds = true;
  idMin = Infinity;
  idMax = -Infinity;
  idsCount = true;
  idPrevious = 0;

  /**
   * With `shared`, the ids and numbers are written into shared memory in place rather than
   * copied at the end: on a machine where each first touch of a page is slow, a copy costs more
   * than reading them. The ids can never outgrow the file, and pages past what is written are
   * never touched.
   */
  constructor(
    readonly layout: PlainTruthLayout,
    private capacity: number,
    fileBytes: number,
    private readonly shared: boolean,
  ) {
    this.isPublic = new Uint8Array(capacity);
    this.idOffsets = this.array(Uint32Array, capacity + 1);
    this.idHashes = new Uint32Array(capacity);
    this.idBytes = shared ? this.array(Uint8Array, Math.max(1, fileBytes)) : new Uint8Array(Math.max(1 << 16, Math.min(fileBytes, capacity * 16)));
    this.numbers = layout.targetIndexes.map(() => this.array(Float64Array, capacity));
  }

  /** Doubles the room for rows. */
  grow(): void {
    const capacity = (this.capacity *= 2);
    if (this.lines) this.lines = grown(this.lines, new Int32Array(capacity));
    this.isPublic = grown(this.isPublic, new Uint8Array(capacity));
    this.idOffsets = grown(this.idOffsets, this.array(Uint32Array, capacity + 1));
    this.idHashes = grown(this.idHashes, new Uint32Array(capacity));
    this.numbers = this.numbers.map((column) => grown(column, this.array(Float64Array, capacity)));
  }

  /** Starts keeping each row's line: the rows so far are on row + 2. */
  keepLines(): Int32Array {
    const lines = new Int32Array(this.capacity);
    for (let r = 0; r < this.rows; r++) lines[r] = r + 2;
    return (this.lines = lines);
  }

  /** Gives up reading ids as integers: the hashes of the rows so far, from their bytes. */
  hashIds(): void {
    this.integerIds = false;
    const { idBytes, idOffsets, idHashes } = this;
    for (let r = 0; r < this.rows; r++) idHashes[r] = hashBytes(idBytes, idOffsets[r]!, idOffsets[r + 1]!);
  }

  /** Room for `extra` more id bytes. */
  reserveIdBytes(extra: number): Uint8Array {
    if (this.idLength + extra > this.idBytes.length) this.idBytes = grown(this.idBytes, this.array(Uint8Array, Math.max(this.idBytes.length * 2, this.idLength + extra)));
    return this.idBytes;
  }

  /**
   * Views, not copies, of what is only read from here on; the ids are copied to their size,
   * since they become part of the prepared truth, unless they are in shared memory (which a
   * thread hands over and still reads for the duplicate check).
   */
  finish(): PlainTruthColumns {
    const { layout, rows, idLength } = this;
    const columns: TruthColumns = {
      targetNames: layout.targetIndexes.map((i) => layout.names[i]!),
      numbers: this.numbers.map((column) => column.subarray(0, rows)),
      labels: layout.targetIndexes.map(() => ({ codes: new Int32Array(0), dictionary: new LabelDictionary() })),
      lists: [],
      isPublic: this.isPublic.subarray(0, rows),
      hasSplit: layout.splitIndex >= 0,
      ids: this.shared
        ? { bytes: this.idBytes.subarray(0, idLength), offsets: this.idOffsets.subarray(0, rows + 1) }
        : { bytes: this.idBytes.slice(0, idLength), offsets: this.idOffsets.slice(0, rows + 1) },
      lines: this.lines?.subarray(0, rows) ?? null,
    };
    const integerIds = this.integerIds && rows > 0;
    return {
      columns,
      idColumn: layout.names[layout.idIndex]!,
      idHashes: this.idHashes.subarray(0, integerIds ? 0 : rows),
      idRange: integerIds ? { min: this.idMin, max: this.idMax, counting: this.idsCount } : null,
    };
  }

  private array<T extends Uint8Array | Uint32Array | Float64Array>(
    kind: { new (length: number): T; new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
    length: number,
  ): T {
    return this.shared ? new kind(new SharedArrayBuffer(length * kind.BYTES_PER_ELEMENT)) : new kind(length);
  }
}

/**
 * Adds the rows of bytes[pos, bytes.length), whole lines, to `into`; false when anything is not
 * plain or would be refused (the record-by-record reading then says what).
 */
function scanTruthRows(bytes: Uint8Array, pos: number, into: PlainTruthRows): boolean {
  const length = bytes.length;
  const maxLineBytes = truthCsvLimits.maxLineBytes;
  const { roles, targetSlots, binary, truthRule } = into.layout;
  const width = roles.length;
  let { rows, line, idLength, lines, isPublic, idOffsets, idHashes, numbers } = into;
  while (pos < length) {
    const first = bytes[pos]!;
    if (first === LF || first === CR) {
      pos = skipLineEnd(bytes, pos, length);
      if (pos < 0) return false;
      into.rows = rows;
      lines ??= into.keepLines();
      line++;
      continue;
    }
    if (rows === isPublic.length) {
      into.grow();
      ({ lines, isPublic, idOffsets, idHashes, numbers } = into);
    }
    const recordStart = pos;
    const lineLimit = Math.min(length, recordStart + maxLineBytes + 1);
    isPublic[rows] = 1;
    for (let j = 0; j < width; j++) {
      if (j > 0) {
        if (pos >= length || bytes[pos] !== COMMA) return false;
        pos++;
      }
      if (bytes[pos] === QUOTE) return false;
      const role = roles[j]!;
      let end: number;
      if (role === roleTarget) {
        const value = readNumberField(bytes, pos, lineLimit);
        end = lastFieldEnd();
        if (value - value !== 0) return false;
        if (binary && value !== 0 && value !== 1) return false;
        if ((truthRule === 'non_negative' && value < 0) || (truthRule === 'non_zero' && value === 0)) return false;
        numbers[targetSlots[j]!]![rows] = value;
      } else if (role === roleId) {
        // Found, copied and hashed (or read as an integer) in one pass; room for the longest id the line allows.
        into.idLength = idLength;
        const idBytes = into.reserveIdBytes(lineLimit - pos);
        end = pos;
        if (into.integerIds) {
          let value = 0;
          let digits = true;
          while (end < lineLimit) {
            const b = bytes[end]!;
            if (b <= COMMA && (b === COMMA || b === LF || b === CR || (b < 0x20 && b !== TAB))) break;
            idBytes[idLength++] = b;
            const digit = b - 0x30;
            digits &&= digit >= 0 && digit <= 9;
            value = value * 10 + digit;
            end++;
          }
          const length = end - pos;
          if (digits && length > 0 && length <= maxIntegerDigits && (bytes[pos] !== 0x30 || length === 1)) {
            if (value < into.idMin) into.idMin = value;
            if (value > into.idMax) into.idMax = value;
            if (rows > 0 && value !== into.idPrevious + 1) into.idsCount = false;
            into.idPrevious = value;
          } else {
            into.rows = rows;
            into.hashIds();
            idHashes[rows] = hashBytes(idBytes, idOffsets[rows]!, idLength);
          }
        } else {
          let hash = hashSeed;
          while (end < lineLimit) {
            const b = bytes[end]!;
            if (b <= COMMA && (b === COMMA || b === LF || b === CR || (b < 0x20 && b !== TAB))) break;
            idBytes[idLength++] = b;
            hash = Math.imul(hash ^ b, hashPrime);
            end++;
          }
          idHashes[rows] = finishHash(hash);
        }
        if (end === pos || (end < lineLimit && bytes[end]! < 0x20 && bytes[end] !== LF && bytes[end] !== CR)) return false;
        idOffsets[rows + 1] = idLength;
      } else {
        end = plainFieldEnd(bytes, pos, lineLimit);
        const part = end <= pos ? -1 : splitPart(bytes, pos, end);
        if (part < 0) return false;
        isPublic[rows] = part === 0 ? 1 : 0;
      }
      pos = end;
    }
    pos = skipLineEnd(bytes, pos, length);
    if (pos < 0 || pos - recordStart > maxLineBytes) return false;
    if (lines) lines[rows] = line;
    line++;
    rows++;
  }
  into.rows = rows;
  into.line = line;
  into.idLength = idLength;
  return true;
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

/**
 * The header of a plain file (no quotes, at most truthCsvLimits.maxFields names, a BOM allowed)
 * and where its first row starts; null when it is not plain.
 */
export function readPlainHeader(bytes: Uint8Array, maxLineBytes: number): { names: string[]; pos: number } | null {
  const length = bytes.length;
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
  if (pos < 0 || pos - headerStart > maxLineBytes || names.length > truthCsvLimits.maxFields) return null;
  return { names, pos };
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
