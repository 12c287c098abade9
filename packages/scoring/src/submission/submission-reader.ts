import type { CsvRecord } from '../csv/csv-record.ts';
import { decodeBytes, readFieldBytes, readFieldText } from '../csv/field-text.ts';
import { parseNumber } from '../csv/parse-number.ts';
import type { IdLookup } from '../ids/id-lookup.ts';
import { backToBack, matchKeys } from '../ids/match-ids.ts';
import type { MetricDefinition } from '../metrics/metric-registry.ts';
import { refuse, ScoringRefusal, statedProblem, type ScoringProblem } from '../refusal.ts';
import { LabelDictionary } from '../truth/label-dictionary.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { DeferredRows } from './deferred-rows.ts';
import { headerProblem } from './header-problem.ts';
import { createPredictions, type Predictions } from './predictions.ts';

export type ValueRule = 'finite' | 'non_negative' | 'probability';

/**
 * Checks a submission record by record against a prepared truth and stores its values at the
 * truth's positions. The first problem met, in file order, is refused with its line and column.
 *
 * A row whose id is the truth's id of the same row number is placed at once (submissions usually
 * follow the sample's order). Any other row is deferred with its values and paired in bulk at the
 * end (matchKeys), which costs a fraction of a hash lookup per row on a shuffled file. Pairing can
 * only fail when some id is unknown, repeated or missing; then, and whenever reading stops at a
 * refusal, firstIdProblem() looks the rows up one by one in file order, as they used to be, so the
 * refusal is the one the file's first problem gives.
 */
export class SubmissionReader {
  private headerRead = false;
  private rows = 0;
  /** Rows whose id was taken, placed or deferred: always the first rows of the file. */
  private takenRows = 0;
  private deferred: DeferredRows | null = null;
  /** Whether the deferred rows were paired or looked up already. */
  private resolved = false;
  /** Line where each truth position was seen (0 = not yet); deferred rows count once resolved. */
  private readonly seenLine: Int32Array;
  private readonly header: string[];
  private readonly rule: ValueRule;
  private readonly requirePositiveRow: boolean;
  private readonly labelDictionaries: LabelDictionary[];
  private readonly checkValues: boolean;
  readonly predictions: Predictions;

  constructor(
    private readonly truth: PreparedTruth,
    metric: MetricDefinition,
    private readonly ids: IdLookup,
    private readonly rowLimit: number,
    checkValues: boolean,
    /** Look every row out of order up at once instead of deferring it (the tests' reference). */
    private readonly lookupEachRow = false,
  ) {
    this.seenLine = new Int32Array(truth.rowCount);
    this.header = truth.header;
    this.predictions = createPredictions(truth);
    this.checkValues = checkValues;
    this.rule = 'predictionRule' in metric ? ruleOf(metric.predictionRule) : 'finite';
    this.requirePositiveRow = metric.layout === 'class_probabilities' && metric.predictionRule === 'probability_row';
    this.labelDictionaries = truth.target.layout === 'label' ? truth.target.labels.map((names) => new LabelDictionary(names)) : [];
  }

  readonly accept = (record: CsvRecord): void => {
    if (!this.headerRead) {
      this.checkHeader(record);
      this.headerRead = true;
      return;
    }
    const line = record.line;
    if (++this.rows > this.rowLimit) refuse({ key: 'submission.too_many_rows', row: line, limit: this.rowLimit });
    if (record.fieldCount < this.header.length) {
      refuse({ key: 'submission.missing_columns', row: line, value: String(record.fieldCount), limit: this.header.length });
    }
    // -1: deferred.
    const position = this.findPosition(record);
    if (!this.checkValues) return;
    const predictions = this.predictions;
    if (predictions.layout === 'label') this.readLabels(record, position, predictions.columns);
    else if (predictions.layout === 'ranking') {
      const list = this.readList(record);
      if (position >= 0) predictions.lists[position] = list;
      else this.deferred!.lists.push(list);
    } else this.readNumbers(record, position, predictions.columns);
  };

  /** Refuses when some id of the truth never appeared; the first one in the truth's file order. */
  finish(): Predictions {
    if (!this.headerRead) refuse({ key: 'submission.empty_file' });
    // Paired rows are exactly the ids not seen before, so then none is missing.
    if (this.deferred && !this.resolved && this.placeDeferred(this.deferred)) return this.predictions;
    const { fileOrder, idBytes, idOffsets } = this.truth;
    for (let k = 0; k < fileOrder.length; k++) {
      if (this.seenLine[fileOrder[k]!] === 0) {
        refuse({ key: 'submission.missing_id', column: this.header[0]!, value: decodeBytes(idBytes, idOffsets[k]!, idOffsets[k + 1]!) });
      }
    }
    return this.predictions;
  }

  /**
   * The first problem with an id among the rows taken so far, in file order, found by looking
   * each deferred row up as it comes (null when there is none, or nothing was deferred). Called
   * when pairing fails and when reading stops at a refusal: a deferred row's problem comes first.
   */
  firstIdProblem(): ScoringProblem | null {
    const deferred = this.deferred;
    if (!deferred || this.resolved) return null;
    this.resolved = true;
    const column = this.header[0]!;
    const { fileOrder, idBytes, idOffsets } = this.truth;
    const deferredRows = deferred.rows.view();
    const lines = deferred.lines.view();
    const keys = deferred.keys();
    const claimed = new Int32Array(this.seenLine.length);
    let d = 0;
    for (let row = 0; row < this.takenRows; row++) {
      let fileIndex = row;
      let line: number;
      if (d < deferred.count && deferredRows[d] === row) {
        line = lines[d]!;
        fileIndex = this.ids.find(row, keys.bytes, keys.starts[d]!, keys.ends[d]!);
        if (fileIndex < 0) return statedProblem({ key: 'submission.unknown_id', row: line, column, value: decodeBytes(keys.bytes, keys.starts[d]!, keys.ends[d]!) });
        d++;
      } else {
        line = this.seenLine[fileOrder[row]!]!;
      }
      const position = fileOrder[fileIndex]!;
      const first = claimed[position]!;
      if (first !== 0) {
        return statedProblem({ key: 'submission.duplicate_id', row: line, column, value: decodeBytes(idBytes, idOffsets[fileIndex]!, idOffsets[fileIndex + 1]!), first });
      }
      claimed[position] = line;
    }
    this.seenLine.set(claimed);
    return null;
  }

  /**
   * Pairs the deferred rows with the truth's ids not seen yet and puts their values in place;
   * false when they do not pair (the rows were then looked up, and seenLine tells what is missing).
   * Once paired, every id has been seen, so seenLine is not written.
   */
  private placeDeferred(deferred: DeferredRows): boolean {
    const positionOf = this.pairDeferred(deferred);
    if (!positionOf) {
      const problem = this.firstIdProblem();
      if (problem) throw new ScoringRefusal(problem);
      return false;
    }
    this.resolved = true;
    if (!this.checkValues) return true;
    const predictions = this.predictions;
    const width = this.header.length - 1;
    const count = deferred.count;
    if (predictions.layout === 'ranking') {
      for (let d = 0; d < count; d++) predictions.lists[positionOf[d]!] = deferred.lists[d]!;
      return true;
    }
    const values = predictions.layout === 'label' ? deferred.codes.view() : deferred.numbers.view();
    for (let j = 0; j < width; j++) {
      const column = predictions.columns[j]!;
      for (let d = 0, at = j; d < count; d++, at += width) column[positionOf[d]!] = values[at]!;
    }
    return true;
  }

  /** The scoring position of each deferred row, or null when they are not the unseen ids once each. */
  private pairDeferred(deferred: DeferredRows): Int32Array | null {
    const { fileOrder, idBytes, idOffsets, rowCount } = this.truth;
    const count = deferred.count;
    if (count === rowCount) return matchKeys(backToBack(idBytes, idOffsets), deferred.keys(), fileOrder);
    const starts = new Uint32Array(count);
    const ends = new Uint32Array(count);
    const positions = new Int32Array(count);
    let m = 0;
    for (let k = 0; k < rowCount; k++) {
      const position = fileOrder[k]!;
      if (this.seenLine[position] !== 0) continue;
      if (m === count) return null;
      starts[m] = idOffsets[k]!;
      ends[m] = idOffsets[k + 1]!;
      positions[m++] = position;
    }
    if (m !== count) return null;
    return matchKeys({ bytes: idBytes, starts, ends, count }, deferred.keys(), positions);
  }

  private checkHeader(record: CsvRecord): void {
    const problem = headerProblem(record, this.header);
    if (problem) refuse(problem);
  }

  private findPosition(record: CsvRecord): number {
    const column = this.header[0]!;
    const line = record.line;
    let bytes = record.bytes;
    let start = record.starts[0]!;
    let end = record.ends[0]!;
    if (start === end) refuse({ key: 'submission.empty_cell', row: line, column });
    if (record.escaped[0] === 1) {
      bytes = readFieldBytes(record, 0);
      start = 0;
      end = bytes.length;
    }
    const row = this.rows - 1;
    if (this.lookupEachRow) return this.lookUp(row, line, bytes, start, end);
    this.takenRows++;
    // No two rows share a row number, so a row placed here cannot repeat another placed here.
    if (this.ids.holdsAt(row, bytes, start, end)) {
      const position = this.truth.fileOrder[row]!;
      this.seenLine[position] = line;
      return position;
    }
    (this.deferred ??= new DeferredRows()).add(row, line, bytes, start, end);
    return -1;
  }

  private lookUp(row: number, line: number, bytes: Uint8Array, start: number, end: number): number {
    const column = this.header[0]!;
    const fileIndex = this.ids.find(row, bytes, start, end);
    if (fileIndex < 0) refuse({ key: 'submission.unknown_id', row: line, column, value: decodeBytes(bytes, start, end) });
    const position = this.truth.fileOrder[fileIndex]!;
    const first = this.seenLine[position]!;
    if (first !== 0) refuse({ key: 'submission.duplicate_id', row: line, column, value: decodeBytes(bytes, start, end), first });
    this.seenLine[position] = line;
    return position;
  }

  private readNumbers(record: CsvRecord, position: number, columns: Float64Array[]): void {
    const { bytes, starts, ends } = record;
    const rule = this.rule;
    let rowSum = 0;
    for (let j = 1; j < this.header.length; j++) {
      const start = starts[j]!;
      const end = ends[j]!;
      if (start === end) refuse({ key: 'submission.empty_cell', row: record.line, column: this.header[j]! });
      const value = parseNumber(bytes, start, end);
      if (value - value !== 0) this.refuseValue('submission.not_a_number', record, j);
      if (rule !== 'finite') {
        if (value < 0) this.refuseValue(rule === 'probability' ? 'submission.probability_out_of_range' : 'submission.negative_value', record, j);
        if (rule === 'probability' && value > 1) this.refuseValue('submission.probability_out_of_range', record, j);
      }
      rowSum += value;
      if (position >= 0) columns[j - 1]![position] = value;
      else this.deferred!.numbers.push(value);
    }
    if (this.requirePositiveRow && rowSum === 0) refuse({ key: 'submission.zero_probability_row', row: record.line });
  }

  private readLabels(record: CsvRecord, position: number, columns: Int32Array[]): void {
    for (let j = 1; j < this.header.length; j++) {
      let bytes = record.bytes;
      let start = record.starts[j]!;
      let end = record.ends[j]!;
      if (start === end) refuse({ key: 'submission.empty_cell', row: record.line, column: this.header[j]! });
      if (record.escaped[j] === 1) {
        bytes = readFieldBytes(record, j);
        start = 0;
        end = bytes.length;
      }
      const dictionary = this.labelDictionaries[j - 1]!;
      const code = dictionary.codeOf(bytes, start, end, false);
      if (code < 0) {
        refuse({
          key: 'submission.unknown_label',
          row: record.line,
          column: this.header[j]!,
          value: decodeBytes(bytes, start, end),
          expected: listForMessage(dictionary.names),
        });
      }
      if (position >= 0) columns[j - 1]![position] = code;
      else this.deferred!.codes.push(code);
    }
  }

  private readList(record: CsvRecord): string[] {
    if (record.starts[1] === record.ends[1]) refuse({ key: 'submission.empty_cell', row: record.line, column: this.header[1]! });
    const text = readFieldText(record, 1).trim();
    if (text === '') refuse({ key: 'submission.empty_cell', row: record.line, column: this.header[1]! });
    return text.split(/\s+/);
  }

  private refuseValue(key: 'submission.not_a_number' | 'submission.negative_value' | 'submission.probability_out_of_range', record: CsvRecord, field: number): never {
    refuse({ key, row: record.line, column: this.header[field]!, value: readFieldText(record, field) });
  }
}

export function ruleOf(predictionRule: string): ValueRule {
  if (predictionRule === 'probability') return 'probability';
  if (predictionRule === 'non_negative' || predictionRule === 'probability_row') return 'non_negative';
  return 'finite';
}

function listForMessage(names: string[]): string {
  const shown = names.slice(0, 20).join(', ');
  return names.length > 20 ? `${shown}, …` : shown;
}
