import type { CsvRecord } from '../csv/csv-record.ts';
import { decodeBytes, readFieldBytes, readFieldText } from '../csv/field-text.ts';
import { parseNumber } from '../csv/parse-number.ts';
import type { IdLookup } from '../ids/id-lookup.ts';
import type { MetricDefinition } from '../metrics/metric-registry.ts';
import { refuse } from '../refusal.ts';
import { LabelDictionary } from '../truth/label-dictionary.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { headerProblem } from './header-problem.ts';
import { createPredictions, type Predictions } from './predictions.ts';

export type ValueRule = 'finite' | 'non_negative' | 'probability';

/**
 * Checks a submission record by record against a prepared truth and stores its values at the
 * truth's positions. The first problem met, in file order, is refused with its line and column.
 */
export class SubmissionReader {
  private headerRead = false;
  private rows = 0;
  /** Line where each truth position was seen (0 = not yet). */
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
    const position = this.findPosition(record);
    if (!this.checkValues) return;
    const predictions = this.predictions;
    if (predictions.layout === 'label') this.readLabels(record, position, predictions.columns);
    else if (predictions.layout === 'ranking') predictions.lists[position] = this.readList(record);
    else this.readNumbers(record, position, predictions.columns);
  };

  /** Refuses when some id of the truth never appeared; the first one in the truth's file order. */
  finish(): Predictions {
    if (!this.headerRead) refuse({ key: 'submission.empty_file' });
    const { fileOrder, idBytes, idOffsets } = this.truth;
    for (let k = 0; k < fileOrder.length; k++) {
      if (this.seenLine[fileOrder[k]!] === 0) {
        refuse({ key: 'submission.missing_id', column: this.header[0]!, value: decodeBytes(idBytes, idOffsets[k]!, idOffsets[k + 1]!) });
      }
    }
    return this.predictions;
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
    // Submissions usually follow the sample's order, which is the truth's: try that row first.
    const fileIndex = this.ids.find(this.rows - 1, bytes, start, end);
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
      columns[j - 1]![position] = value;
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
      columns[j - 1]![position] = code;
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
