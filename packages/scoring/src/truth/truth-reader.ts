import type { CsvRecord } from '../csv/csv-record.ts';
import { readFieldBytes, readFieldText } from '../csv/field-text.ts';
import { parseNumber } from '../csv/parse-number.ts';
import { ByteKeyList } from '../ids/byte-key-list.ts';
import type { BinaryMetric, MetricDefinition } from '../metrics/metric-registry.ts';
import { refuse } from '../refusal.ts';
import { growFloat64, growInt32, type GrowableArray } from './growable-array.ts';
import { LabelDictionary } from './label-dictionary.ts';

/** How the target cells of a ground truth are read. */
export type TruthCellMode = 'number' | 'binary' | 'label' | 'ranking';

export interface TruthColumns {
  targetNames: string[];
  numbers: Float64Array[];
  labels: { codes: Int32Array; dictionary: LabelDictionary }[];
  lists: string[][];
  isPublic: Uint8Array;
  hasSplit: boolean;
  ids: { bytes: Uint8Array; offsets: Uint32Array };
  /** Each row's line in the file; null when row r is on line r + 2 (no blank lines). */
  lines: Int32Array | null;
}

const splitValues = ['Public', 'Private'];

export function cellModeOf(metric: MetricDefinition): TruthCellMode {
  if (metric.layout === 'numeric') return 'number';
  if (metric.layout === 'binary') return (metric as BinaryMetric).multiclass ? 'label' : 'binary';
  if (metric.layout === 'ranking') return 'ranking';
  return 'label';
}

/**
 * Collects a ground truth record by record: the id, the split and the target cells, refusing
 * bad cells with their line and column.
 */
export class TruthReader {
  private header: string[] | null = null;
  private idIndex = -1;
  private splitIndex = -1;
  private targetIndexes: number[] = [];
  private readonly ids = new ByteKeyList();
  private readonly lines = growInt32();
  private readonly split = growInt32();
  private numbers: GrowableArray<Float64Array>[] = [];
  private labels: { codes: GrowableArray<Int32Array>; dictionary: LabelDictionary }[] = [];
  private readonly lists: string[][] = [];

  constructor(
    private readonly mode: TruthCellMode,
    private readonly metric: MetricDefinition,
    private readonly idColumn: string | undefined,
    private readonly splitColumn: string | null | undefined,
  ) {}

  get columnNames(): readonly string[] {
    return this.header ?? [];
  }

  readonly accept = (record: CsvRecord): void => {
    if (!this.header) this.readHeader(record);
    else this.readRow(record);
  };

  private readHeader(record: CsvRecord): void {
    const names: string[] = [];
    for (let i = 0; i < record.fieldCount; i++) names.push(readFieldText(record, i));
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) refuse({ key: 'truth.duplicate_column', row: record.line, column: name });
      seen.add(name);
    }
    const idName = this.idColumn ?? names[0]!;
    this.idIndex = names.indexOf(idName);
    if (this.idIndex < 0) refuse({ key: 'truth.missing_column', column: idName });
    const splitName = this.splitColumn === undefined ? (names.includes('Usage') ? 'Usage' : null) : this.splitColumn;
    if (splitName !== null) {
      this.splitIndex = names.indexOf(splitName);
      if (this.splitIndex < 0 || this.splitIndex === this.idIndex) refuse({ key: 'truth.missing_column', column: splitName });
    }
    this.targetIndexes = names.map((_, i) => i).filter((i) => i !== this.idIndex && i !== this.splitIndex);
    if (this.targetIndexes.length === 0) refuse({ key: 'truth.no_target' });
    const singleTarget = this.metric.layout === 'ranking' || this.metric.layout === 'class_probabilities' || (this.mode === 'label' && this.metric.layout === 'binary');
    if (singleTarget && this.targetIndexes.length > 1) refuse({ key: 'truth.one_target_only', value: String(this.targetIndexes.length) });
    this.numbers = this.targetIndexes.map(() => growFloat64());
    this.labels = this.targetIndexes.map(() => ({ codes: growInt32(), dictionary: new LabelDictionary() }));
    this.header = names;
  }

  private readRow(record: CsvRecord): void {
    const header = this.header!;
    const { bytes, starts, ends, line } = record;
    if (record.fieldCount < header.length) {
      refuse({ key: 'truth.missing_columns', row: line, value: String(record.fieldCount), limit: header.length });
    }
    if (record.fieldCount > header.length) refuse({ key: 'truth.too_many_columns', row: line, limit: header.length });
    const idStart = starts[this.idIndex]!;
    const idEnd = ends[this.idIndex]!;
    if (idStart === idEnd) refuse({ key: 'truth.empty_cell', row: line, column: header[this.idIndex]! });
    if (record.escaped[this.idIndex] === 1) {
      const unescaped = readFieldBytes(record, this.idIndex);
      this.ids.add(unescaped, 0, unescaped.length);
    } else this.ids.add(bytes, idStart, idEnd);
    this.lines.push(line);
    if (this.splitIndex >= 0) {
      const text = readFieldText(record, this.splitIndex).trim();
      const part = splitValues.findIndex((value) => value.toLowerCase() === text.toLowerCase());
      if (part < 0) refuse({ key: 'truth.bad_split_value', row: line, column: header[this.splitIndex]!, value: text, expected: splitValues.join(', ') });
      this.split.push(part);
    }
    for (let t = 0; t < this.targetIndexes.length; t++) this.readTarget(record, t);
  }

  private readTarget(record: CsvRecord, target: number): void {
    const field = this.targetIndexes[target]!;
    const start = record.starts[field]!;
    const end = record.ends[field]!;
    const column = this.header![field]!;
    const line = record.line;
    if (this.mode === 'ranking') {
      const text = readFieldText(record, field).trim();
      this.lists.push(text === '' ? [] : text.split(/\s+/));
      return;
    }
    if (start === end) refuse({ key: 'truth.empty_cell', row: line, column });
    if (this.mode === 'label') {
      const { codes, dictionary } = this.labels[target]!;
      const unescaped = record.escaped[field] === 1 ? readFieldBytes(record, field) : null;
      codes.push(unescaped ? dictionary.codeOf(unescaped, 0, unescaped.length, true) : dictionary.codeOf(record.bytes, start, end, true));
      return;
    }
    const value = parseNumber(record.bytes, start, end);
    if (!Number.isFinite(value)) refuse({ key: 'truth.not_a_number', row: line, column, value: readFieldText(record, field) });
    if (this.mode === 'binary' && value !== 0 && value !== 1) refuse({ key: 'truth.not_binary', row: line, column, value: readFieldText(record, field) });
    if (this.metric.layout === 'numeric') {
      if (this.metric.truthRule === 'non_negative' && value < 0) refuse({ key: 'truth.negative_value', row: line, column, value: readFieldText(record, field) });
      if (this.metric.truthRule === 'non_zero' && value === 0) refuse({ key: 'truth.zero_target', row: line, column });
    }
    this.numbers[target]!.push(value);
  }

  /** Everything read, or a refusal if the file had no header. */
  finish(): TruthColumns {
    if (!this.header) refuse({ key: 'truth.empty_file' });
    const lines = this.lines.finish();
    const split = this.split.finish();
    const isPublic = new Uint8Array(lines.length);
    for (let i = 0; i < lines.length; i++) isPublic[i] = this.splitIndex < 0 || split[i] === 0 ? 1 : 0;
    return {
      targetNames: this.targetIndexes.map((i) => this.header![i]!),
      numbers: this.numbers.map((column) => column.finish()),
      labels: this.labels.map(({ codes, dictionary }) => ({ codes: codes.finish(), dictionary })),
      lists: this.lists,
      isPublic,
      hasSplit: this.splitIndex >= 0,
      ids: this.ids.finish(),
      lines,
    };
  }
}
