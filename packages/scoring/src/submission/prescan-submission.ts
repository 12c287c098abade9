import { CsvReader } from '../csv/csv-reader.ts';
import { submissionMaxLineBytes, truthCsvLimits } from '../csv/csv-limits.ts';
import type { CsvRecord } from '../csv/csv-record.ts';
import { Buffer, isUtf8 } from 'node:buffer';
import { readFieldText } from '../csv/field-text.ts';
import { parseNumber } from '../csv/parse-number.ts';
import { backToBack, isDenseRange, keysOfValues, matchIntegerValues, matchKeys } from '../ids/match-ids.ts';
import { truthIdRange } from '../ids/truth-id-range.ts';
import type { BinaryMetric, MetricDefinition } from '../metrics/metric-registry.ts';
import { sortFloat64WithOrder } from '../sorting/sort-with-order.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { toScoringPositions } from '../truth/scoring-positions.ts';
import { resolveTruthMetric } from '../truth/truth-metric.ts';
import { growFloat64, growInt32, type GrowableArray } from '../truth/growable-array.ts';
import { estimateRows, grown, lastFieldEnd, plainFieldEnd, readNumberField, readPlainHeader, skipLineEnd } from '../truth/plain-truth-reader.ts';
import { computeScores, type Scores } from './compute-scores.ts';
import { createPredictions } from './predictions.ts';
import type { ScoreOutcome, SubmissionLimits } from './score-submission.ts';
import { ruleOf } from './submission-reader.ts';

/**
 * A submission of numbers read before its ground truth is ready, so that the command line can
 * parse both files at once on two cores. It holds the header, each row's id as a byte range of
 * the file and its values in file order. It is only a shortcut for a clean file: anything that
 * the truth would have to judge (a scan problem, a short row, an empty or non-finite cell, a
 * quoted id) makes the prescan give up, and the submission is then read again the ordinary way,
 * which finds the first problem in file order with its exact message.
 */
export interface SubmissionPrescan {
  header: string[];
  rows: number;
  /** The longest line it accepted, which the ordinary reading must use as well. */
  maxLineBytes: number;
  /** What idStarts and idEnds index: the file itself, or its ids copied out when it was read in chunks. */
  idBytes: Uint8Array;
  idStarts: Int32Array;
  idEnds: Int32Array;
  /**
   * Each row's id as its value when every id is a plain integer below 2^31 (see integerOf), the
   * usual `1..N`: no id bytes are kept then (idBytes, idStarts and idEnds are empty), and the
   * ids are paired by value. Null otherwise.
   */
  idValues: Int32Array | null;
  /** One column per value column of the header, in file order unless `order` is set. */
  values: Float64Array[];
  /**
   * Set by rankPrescan, which sorts each value column in place: `order[c][i]` is the file row
   * of values[c][i].
   */
  order?: Int32Array[];
}

/**
 * Sorts the prescanned scores of a metric that can score them sorted (ROC AUC), so that the
 * command line does it while the truth is still being prepared, not after.
 */
export function rankPrescan(metric: MetricDefinition, prescan: SubmissionPrescan): void {
  if (metric.layout !== 'binary' || !metric.scoreRanked) return;
  prescan.order = prescan.values.map((column) => sortFloat64WithOrder(column));
}

/** Whether a metric's submissions hold numbers whatever its truth holds (the prescan's case). */
export function canPrescan(metric: MetricDefinition): boolean {
  return metric.layout === 'numeric' || (metric.layout === 'binary' && metric.multiclass === undefined);
}

class GiveUp extends Error {}

/** Reads a whole submission of numbers without its truth; null when it needs the ordinary path. */
export function prescanSubmission(bytes: Uint8Array, maxLineBytes: number = submissionMaxLineBytes): SubmissionPrescan | null {
  return prescanPlainSubmission(bytes, maxLineBytes) ?? prescanSubmissionRecords(bytes, maxLineBytes);
}

const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;

/**
 * The common file in one pass over its bytes, numbers parsed where they lie: no quotes, LF or
 * CRLF line ends, every row as wide as the header. Anything else (which the general reader
 * may still accept) gives null.
 */
export function prescanPlainSubmission(bytes: Uint8Array, maxLineBytes: number): SubmissionPrescan | null {
  const start = readSubmissionHeader(bytes, maxLineBytes);
  if (!start) return null;
  const capacity = estimateRows(bytes, start.pos);
  let rows = new PrescanRows(capacity, start.header.length - 1, true);
  if (!scanPlainRows(bytes, start.pos, maxLineBytes, rows)) {
    // Ids that are not all plain integers are read again as byte ranges (the first id tells, usually).
    if (!rows.notIntegerIds) return null;
    rows = new PrescanRows(capacity, start.header.length - 1, false);
    if (!scanPlainRows(bytes, start.pos, maxLineBytes, rows)) return null;
  }
  // Checked last: scanning does not depend on it, and a huge single line is given up on before.
  if (!isUtf8(bytes)) return null;
  return rows.finish(start.header, maxLineBytes, bytes);
}

/** The header of a plain submission (an id and at least one value) and where its first row starts. */
export function readSubmissionHeader(bytes: Uint8Array, maxLineBytes: number): { header: string[]; pos: number } | null {
  const start = readPlainHeader(bytes, maxLineBytes);
  return start && start.names.length >= 2 ? { header: start.names, pos: start.pos } : null;
}

/**
 * A prescan's columns while rows are added: each id as its value (with `integerIds`, until an id
 * is not a plain integer below 2^31, which sets notIntegerIds and stops the scan) or as a byte
 * range, the values in file order.
 */
export class PrescanRows {
  rows = 0;
  idStarts: Int32Array;
  idEnds: Int32Array;
  idValues: Int32Array;
  values: Float64Array[];
  notIntegerIds = false;

  constructor(
    private capacity: number,
    valueColumns: number,
    readonly integerIds: boolean,
  ) {
    this.idStarts = new Int32Array(integerIds ? 0 : capacity);
    this.idEnds = new Int32Array(integerIds ? 0 : capacity);
    this.idValues = new Int32Array(integerIds ? capacity : 0);
    this.values = Array.from({ length: valueColumns }, () => new Float64Array(capacity));
  }

  /** Doubles the room for rows. */
  grow(): void {
    const capacity = (this.capacity *= 2);
    if (this.integerIds) this.idValues = grown(this.idValues, new Int32Array(capacity));
    else {
      this.idStarts = grown(this.idStarts, new Int32Array(capacity));
      this.idEnds = grown(this.idEnds, new Int32Array(capacity));
    }
    this.values = this.values.map((column) => grown(column, new Float64Array(capacity)));
  }

  get full(): boolean {
    return this.rows === this.capacity;
  }

  finish(header: string[], maxLineBytes: number, idBytes: Uint8Array): SubmissionPrescan {
    const rows = this.rows;
    const integerIds = this.integerIds;
    return {
      header,
      rows,
      maxLineBytes,
      idBytes: integerIds ? new Uint8Array(0) : idBytes,
      idStarts: this.idStarts.subarray(0, integerIds ? 0 : rows),
      idEnds: this.idEnds.subarray(0, integerIds ? 0 : rows),
      idValues: integerIds ? this.idValues.subarray(0, rows) : null,
      values: this.values.map((column) => column.subarray(0, rows)),
    };
  }
}

/**
 * Adds the plain rows of bytes[pos, bytes.length), whole lines, to `into`, ids as values or as
 * ranges of `bytes`; false when the file is not plain (a quote, a short or long row, a value
 * that is not a finite number, a line longer than maxLineBytes) or, reading integer ids, an id
 * is not one (into.notIntegerIds then tells).
 */
export function scanPlainRows(bytes: Uint8Array, pos: number, maxLineBytes: number, into: PrescanRows): boolean {
  const length = bytes.length;
  const width = into.values.length + 1;
  const integerIds = into.integerIds;
  let { rows, idStarts, idEnds, idValues, values } = into;
  while (pos < length) {
    const first = bytes[pos]!;
    if (first === LF || first === CR) {
      pos = skipLineEnd(bytes, pos, length);
      if (pos < 0) return false;
      continue;
    }
    if (into.full) {
      into.grow();
      ({ idStarts, idEnds, idValues, values } = into);
    }
    const recordStart = pos;
    const lineLimit = Math.min(length, recordStart + maxLineBytes + 1);
    if (first === QUOTE) return false;
    let end: number;
    if (integerIds) {
      // A plain integer (no sign, no leading zero) below 2^31, followed by the comma before the values.
      let value = first - 0x30;
      const digitFirst = value >= 0 && value <= 9;
      end = pos + 1;
      if (value >= 1 && value <= 9) {
        while (end < length) {
          const digit = bytes[end]! - 0x30;
          if (digit < 0 || digit > 9 || value > 0x7fffffff) break;
          value = value * 10 + digit;
          end++;
        }
      }
      const next = end < length ? bytes[end]! : LF;
      if (next !== COMMA) {
        // A row that ends after its id is not plain either way; anything else may be an id of another kind.
        into.notIntegerIds = !digitFirst || value > 0x7fffffff || (next !== LF && next !== CR);
        return false;
      }
      if (!digitFirst || value > 0x7fffffff) {
        into.notIntegerIds = true;
        return false;
      }
      idValues[rows] = value;
    } else {
      end = plainFieldEnd(bytes, pos, lineLimit);
      if (end <= pos) return false;
      idStarts[rows] = pos;
      idEnds[rows] = end;
    }
    pos = end;
    for (let j = 1; j < width; j++) {
      if (pos >= length || bytes[pos] !== COMMA) return false;
      pos++;
      if (bytes[pos] === QUOTE) return false;
      const value = readNumberField(bytes, pos, lineLimit);
      end = lastFieldEnd();
      if (value - value !== 0) return false;
      values[j - 1]![rows] = value;
      pos = end;
    }
    pos = skipLineEnd(bytes, pos, length);
    if (pos < 0 || pos - recordStart > maxLineBytes) return false;
    into.rows = ++rows;
  }
  return true;
}

/** Any file the CSV reader accepts, record by record (what is left once the plain prescan gave up). */
export function prescanSubmissionRecords(bytes: Uint8Array, maxLineBytes: number): SubmissionPrescan | null {
  let header: string[] | null = null;
  let width = 0;
  const idStarts = growInt32();
  const idEnds = growInt32();
  let columns: GrowableArray<Float64Array>[] = [];
  const accept = (record: CsvRecord): void => {
    if (header === null) {
      header = [];
      for (let i = 0; i < record.fieldCount; i++) header.push(readFieldText(record, i));
      width = header.length;
      if (width < 2) throw new GiveUp();
      columns = header.slice(1).map(() => growFloat64());
      return;
    }
    const { starts, ends } = record;
    if (record.fieldCount !== width || record.escaped[0] === 1 || starts[0] === ends[0]) throw new GiveUp();
    // The reader hands the last record in a view that starts later in the same memory.
    const shift = record.bytes.byteOffset - bytes.byteOffset;
    if (record.bytes.buffer !== bytes.buffer) throw new GiveUp();
    idStarts.push(starts[0]! + shift);
    idEnds.push(ends[0]! + shift);
    for (let j = 1; j < width; j++) {
      const start = starts[j]!;
      const end = ends[j]!;
      if (start === end) throw new GiveUp();
      const value = parseNumber(record.bytes, start, end);
      if (value - value !== 0) throw new GiveUp();
      columns[j - 1]!.push(value);
    }
  };
  // The truth's header has at most truthCsvLimits.maxFields names; a wider submission is refused anyway.
  const reader = new CsvReader({ maxFields: truthCsvLimits.maxFields, maxLineBytes }, accept);
  try {
    reader.push(bytes);
    reader.finish();
  } catch {
    return null;
  }
  if (header === null) return null;
  return {
    header,
    rows: idStarts.length,
    maxLineBytes,
    idBytes: bytes,
    idStarts: idStarts.finish(),
    idEnds: idEnds.finish(),
    idValues: null,
    values: columns.map((column) => column.finish()),
  };
}

/** Whether a truth's submissions are columns of plain numbers, which the prescan can take. */
export function takesNumbers(truth: PreparedTruth): boolean {
  const metric = resolveTruthMetric(truth);
  const target = truth.target;
  return (metric.layout === 'numeric' || metric.layout === 'binary') && (target.layout === 'numeric' || target.layout === 'binary');
}

/** The score of a clean prescanned submission; null when it has to be read the ordinary way. */
export function scoreCleanPrescan(truth: PreparedTruth, prescan: SubmissionPrescan, limits: SubmissionLimits = {}): ScoreOutcome | null {
  if (!takesNumbers(truth)) return null;
  const metric = resolveTruthMetric(truth);
  if ((limits.maxLineBytes ?? submissionMaxLineBytes) !== prescan.maxLineBytes) return null;
  const { header, rows, values } = prescan;
  if (header.length !== truth.header.length || header.some((name, i) => name !== truth.header[i])) return null;
  if (rows !== truth.rowCount || rows > (limits.rowLimit ?? truth.rowCount)) return null;
  const rule = 'predictionRule' in metric ? ruleOf(metric.predictionRule) : 'finite';
  // rows equals the truth's row count and no id comes twice, so every id is there.
  const positions = prescan.idValues ? matchIntegerIds(truth, prescan.idValues) : listsTruthIdsInOrder(truth, prescan) ? truth.fileOrder : matchIds(truth, prescan);
  if (!positions) return null;
  const order = prescan.order;
  // A sorted column shows its range at its ends.
  const outOfRange = (column: Float64Array): boolean => (order ? breaksRule(column.subarray(0, 1), rule) || breaksRule(column.subarray(rows - 1), rule) : breaksRule(column, rule));
  if (rule !== 'finite' && values.some(outOfRange)) return null;
  if (order && metric.layout === 'binary' && metric.scoreRanked && truth.target.layout === 'binary') {
    return { status: 'scored', ...scoreRanked(metric.scoreRanked, truth, truth.target.columns, positions, values, order) };
  }
  const predictions = createPredictions(truth);
  if (predictions.layout !== 'numeric' && predictions.layout !== 'binary') return null;
  for (let c = 0; c < values.length; c++) {
    const column = values[c]!;
    const into = predictions.columns[c]!;
    const rowOf = order?.[c];
    if (rowOf) for (let i = 0; i < rows; i++) into[positions[rowOf[i]!]!] = column[i]!;
    else for (let r = 0; r < rows; r++) into[positions[r]!] = column[r]!;
  }
  return { status: 'scored', ...computeScores(metric, truth, predictions) };
}

/**
 * Each row's scoring position, or null when an id is not in the truth or comes twice. Without
 * private rows the scoring position is the truth's row itself: looking it up in fileOrder would
 * cost a random read of a large array per row (at millions of shuffled rows, more than the
 * pairing itself).
 */
function matchIds(truth: PreparedTruth, prescan: SubmissionPrescan): Int32Array | null {
  const { rows, idBytes, idStarts, idEnds } = prescan;
  const labels = truth.hasPrivate ? truth.fileOrder : undefined;
  return matchKeys(backToBack(truth.idBytes, truth.idOffsets), { bytes: idBytes, starts: idStarts, ends: idEnds, count: rows }, labels);
}

/**
 * The same for ids read as values. Ids that are all plain integers cannot all be the truth's if
 * some truth id is not one: that is a refusal, which the ordinary reading names. Ids `1..N` in
 * the truth's order (the usual file) need no pairing at all.
 */
function matchIntegerIds(truth: PreparedTruth, values: Int32Array): Int32Array | null {
  const bounds = truthIdRange(truth);
  if (!bounds) return null;
  const known = backToBack(truth.idBytes, truth.idOffsets);
  const labels = truth.hasPrivate ? truth.fileOrder : undefined;
  if (!isDenseRange(bounds, values.length)) return matchKeys(known, keysOfValues(values), labels);
  if (bounds.counting && countsUpFrom(values, bounds.min)) return truth.fileOrder;
  if (!labels || !bounds.counting) return matchIntegerValues(known, bounds, values, labels);
  // Ids counting up are paired to truth rows in any order, whose positions are then found
  // through a rank that stays in the cache rather than read from fileOrder one by one.
  const rows = matchIntegerValues(known, bounds, values);
  return rows && (toScoringPositions(truth, rows) ?? rows.map((row) => labels[row]!));
}

function countsUpFrom(values: Int32Array, min: number): boolean {
  for (let r = 0; r < values.length; r++) if (values[r] !== min + r) return false;
  return true;
}

/**
 * Whether the submission lists the truth's ids in the truth's order, as it usually does: its ids
 * (copied back to back when it was read in chunks) and their offsets are then the truth's byte
 * for byte, which three comparisons of whole blocks of memory tell.
 */
function listsTruthIdsInOrder(truth: PreparedTruth, prescan: SubmissionPrescan): boolean {
  const { rows, idBytes, idStarts, idEnds } = prescan;
  const offsets = truth.idOffsets;
  return (
    rows === truth.rowCount &&
    sameBytes(idStarts, offsets.subarray(0, rows)) &&
    sameBytes(idEnds, offsets.subarray(1, rows + 1)) &&
    sameBytes(idBytes.subarray(0, offsets[rows]), truth.idBytes.subarray(0, offsets[rows]))
  );
}

function sameBytes(a: ArrayBufferView, b: ArrayBufferView): boolean {
  return a.byteLength === b.byteLength && Buffer.compare(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), new Uint8Array(b.buffer, b.byteOffset, b.byteLength)) === 0;
}

function breaksRule(values: Float64Array, rule: ReturnType<typeof ruleOf>): boolean {
  for (let r = 0; r < values.length; r++) {
    const value = values[r]!;
    if (value < 0 || (rule === 'probability' && value > 1)) return true;
  }
  return false;
}

/**
 * Scores sorted before the truth arrived: each row's class (positive, private) looked up through
 * its scoring position, both parts in one walk, several target columns giving their mean as in
 * computeScores. The classes are first written in scoring order, one byte each, so that the
 * lookups in any order read a table an eighth the size of the target column (at millions of
 * shuffled rows, random reads of the column cost more than the sort), then packed in file order.
 */
function scoreRanked(
  score: NonNullable<BinaryMetric['scoreRanked']>,
  truth: PreparedTruth,
  targets: Float64Array[],
  positions: Int32Array,
  sorted: Float64Array[],
  order: Int32Array[],
): Scores {
  const rows = positions.length;
  // Two bits per row, as the ranked score reads them.
  const classes = new Uint8Array((rows + 3) >>> 2);
  const classAt = new Uint8Array(rows);
  let publicSum = 0;
  let privateSum = 0;
  targets.forEach((y, t) => {
    for (let p = 0; p < rows; p++) classAt[p] = (y[p] === 1 ? 1 : 0) + (p < truth.publicCount ? 0 : 2);
    classes.fill(0);
    for (let r = 0; r < rows; r++) classes[r >>> 2]! |= classAt[positions[r]!]! << ((r & 3) << 1);
    const [publicScore, privateScore] = score(sorted[t]!, order[t]!, classes);
    publicSum += publicScore;
    privateSum += privateScore;
  });
  return { public: publicSum / targets.length, private: truth.hasPrivate ? privateSum / targets.length : null };
}
