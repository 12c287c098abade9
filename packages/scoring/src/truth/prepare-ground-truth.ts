import { CsvReader } from '../csv/csv-reader.ts';
import { truthCsvLimits } from '../csv/csv-limits.ts';
import { CsvScanError, describeScanError } from '../csv/scan-error-problem.ts';
import { findDuplicateKey } from '../ids/find-duplicate-key.ts';
import type { IntegerRange } from '../ids/match-ids.ts';
import { rememberTruthIdRange } from '../ids/truth-id-range.ts';
import { findMetric, type MetricDefinition } from '../metrics/metric-registry.ts';
import { resolveOptions, type ResolvedOptions } from '../metrics/metric-options.ts';
import { isScoringRefusal, refuse, type ScoringProblem } from '../refusal.ts';
import { decodeBytes } from '../csv/field-text.ts';
import { rankLabels } from './label-dictionary.ts';
import type { PreparedTarget, PreparedTruth } from './prepared-truth.ts';
import { cellModeOf, TruthReader, type TruthColumns } from './truth-reader.ts';
import { readPlainTruth, readPlainTruthFile } from './plain-truth-reader.ts';

export interface GroundTruthSettings {
  metric: string;
  /** The id column; the first column when left out. */
  idColumn?: string;
  /** The Public/Private column; `Usage` when the file has one and this is left out; null for none. */
  splitColumn?: string | null;
  /** Metric options as text, e.g. { k: '5' }. */
  options?: Record<string, string>;
}

export type PrepareOutcome = { status: 'prepared'; truth: PreparedTruth } | { status: 'refused'; problem: ScoringProblem };

/** Parses and checks a ground truth held in memory. */
export function prepareGroundTruth(bytes: Uint8Array, settings: GroundTruthSettings): PrepareOutcome {
  return preparePlainGroundTruth(bytes, settings) ?? prepareGroundTruthRecords(bytes, settings);
}

/** The record-by-record reading alone: any ground truth, each problem named with its line and column. */
export function prepareGroundTruthRecords(bytes: Uint8Array, settings: GroundTruthSettings): PrepareOutcome {
  const preparation = new Preparation(settings);
  try {
    preparation.start();
    preparation.reader.push(bytes);
    return preparation.complete();
  } catch (error) {
    return preparation.fail(error);
  }
}

/**
 * The one-pass reading of a plain ground truth of numbers (see readPlainTruth). Null when the
 * file or the metric is not for it, and whenever anything would be refused: the
 * record-by-record reading then gives the refusal with its exact line and column.
 */
export function preparePlainGroundTruth(bytes: Uint8Array, settings: GroundTruthSettings): PrepareOutcome | null {
  try {
    const metric = findMetric(settings.metric);
    const options = resolveOptions(metric.name, metric.options, settings.options ?? {});
    const plain = readPlainTruth(bytes, cellModeOf(metric), metric, settings.idColumn, settings.splitColumn);
    if (!plain) return null;
    const idColumn = settings.idColumn ?? plain.idColumn;
    const truth = buildPreparedTruth(metric, options, plain.columns, idColumn, plain.idHashes, true, plain.idRange);
    rememberTruthIdRange(truth, plain.idRange);
    return { status: 'prepared', truth };
  } catch (error) {
    if (isScoringRefusal(error)) return null;
    throw error;
  }
}

/** Parses and checks a ground truth arriving in chunks (a file stream). */
export async function prepareGroundTruthStream(chunks: AsyncIterable<Uint8Array>, settings: GroundTruthSettings): Promise<PrepareOutcome> {
  const preparation = new Preparation(settings);
  try {
    preparation.start();
    for await (const chunk of chunks) preparation.reader.push(chunk);
    return preparation.complete();
  } catch (error) {
    return preparation.fail(error);
  }
}

class Preparation {
  private metric!: MetricDefinition;
  private options!: ResolvedOptions;
  private truthReader: TruthReader | undefined;
  reader!: CsvReader;

  constructor(private readonly settings: GroundTruthSettings) {}

  start(): void {
    this.metric = findMetric(this.settings.metric);
    this.options = resolveOptions(this.metric.name, this.metric.options, this.settings.options ?? {});
    this.truthReader = new TruthReader(cellModeOf(this.metric), this.metric, this.settings.idColumn, this.settings.splitColumn);
    this.reader = new CsvReader(truthCsvLimits, this.truthReader.accept);
  }

  complete(): PrepareOutcome {
    this.reader.finish();
    const columns = this.truthReader!.finish();
    const idColumn = this.settings.idColumn ?? this.truthReader!.columnNames[0]!;
    return { status: 'prepared', truth: buildPreparedTruth(this.metric, this.options, columns, idColumn) };
  }

  fail(error: unknown): PrepareOutcome {
    if (error instanceof CsvScanError) return { status: 'refused', problem: describeScanError(error, 'truth', this.truthReader?.columnNames ?? []) };
    if (isScoringRefusal(error)) return { status: 'refused', problem: error.problem };
    throw error;
  }
}

/**
 * The one-pass reading of a file on disk in two steps, so that a second thread can hand the truth
 * over before the slowest check: the truth as it will be if its ids are distinct, then the
 * duplicate-id check, which comes first among the truth's checks. The ids and numbers are in
 * shared memory, which the thread hands over without a copy and still reads for the check. Null
 * when anything but a duplicate id would be refused, or the file is not plain or cannot be read:
 * prepareGroundTruth on its bytes then says what comes first. chunkBytes: see readPlainTruthFile.
 */
export function preparePlainGroundTruthFileInSteps(
  path: string,
  settings: GroundTruthSettings,
  chunkBytes?: number,
): { truth: PreparedTruth; findDuplicateId: () => ScoringProblem | null } | null {
  try {
    const metric = findMetric(settings.metric);
    const options = resolveOptions(metric.name, metric.options, settings.options ?? {});
    const plain = readPlainTruthFile(path, cellModeOf(metric), metric, settings.idColumn, settings.splitColumn, chunkBytes);
    if (!plain) return null;
    const idColumn = settings.idColumn ?? plain.idColumn;
    const truth = buildPreparedTruth(metric, options, plain.columns, idColumn, plain.idHashes, false);
    rememberTruthIdRange(truth, plain.idRange);
    return { truth, findDuplicateId: () => duplicateIdProblem(plain.columns, idColumn, plain.idHashes, plain.idRange) };
  } catch (error) {
    if (isScoringRefusal(error) || (error as NodeJS.ErrnoException).code !== undefined) return null;
    throw error;
  }
}

function duplicateIdProblem(columns: TruthColumns, idColumn: string, idHashes?: Uint32Array, idRange?: IntegerRange | null): ScoringProblem | null {
  const { bytes, offsets } = columns.ids;
  const duplicate = findDuplicateKey(bytes, offsets, idHashes, idRange);
  if (!duplicate) return null;
  const [first, second] = duplicate;
  const value = decodeBytes(bytes, offsets[second]!, offsets[second + 1]!);
  const lineOf = (row: number): number => (columns.lines ? columns.lines[row]! : row + 2);
  return { key: 'truth.duplicate_id', row: lineOf(second), first: lineOf(first), column: idColumn, value };
}

function buildPreparedTruth(
  metric: MetricDefinition,
  options: ResolvedOptions,
  columns: TruthColumns,
  idColumn: string,
  idHashes?: Uint32Array,
  checkIds = true,
  idRange?: IntegerRange | null,
): PreparedTruth {
  const rowCount = columns.isPublic.length;
  const duplicate = checkIds ? duplicateIdProblem(columns, idColumn, idHashes, idRange) : null;
  if (duplicate) refuse(duplicate);
  const fileOrder = new Int32Array(rowCount);
  let publicCount = 0;
  for (let k = 0; k < rowCount; k++) if (columns.isPublic[k] === 1) fileOrder[k] = publicCount++;
  let privatePosition = publicCount;
  for (let k = 0; k < rowCount; k++) if (columns.isPublic[k] === 0) fileOrder[k] = privatePosition++;
  if (publicCount === 0) refuse({ key: 'truth.empty_part', value: 'Public' });
  const target = buildTarget(metric, options, columns, fileOrder, publicCount);
  const header = [idColumn, ...(target.layout === 'class_probabilities' ? target.labels : columns.targetNames)];
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) refuse({ key: 'truth.duplicate_column', column: name });
    seen.add(name);
  }
  const truth: PreparedTruth = {
    format: 1,
    metric: metric.name,
    options,
    idColumn,
    header,
    rowCount,
    publicCount,
    hasPrivate: publicCount < rowCount,
    idBytes: columns.ids.bytes,
    idOffsets: columns.ids.offsets,
    fileOrder,
    target,
  };
  checkParts(metric, truth, columns.targetNames);
  return truth;
}

function reorderNumbers(values: Float64Array, fileOrder: Int32Array, publicCount: number): Float64Array {
  // Without private rows the scoring order is the file's: the column is kept as it was read.
  if (publicCount === values.length) return values;
  const ordered = new Float64Array(values.length);
  for (let k = 0; k < values.length; k++) ordered[fileOrder[k]!] = values[k]!;
  return ordered;
}

function reorderCodes(values: Int32Array, fileOrder: Int32Array, remap?: Int32Array): Int32Array {
  const ordered = new Int32Array(values.length);
  for (let k = 0; k < values.length; k++) ordered[fileOrder[k]!] = remap ? remap[values[k]!]! : values[k]!;
  return ordered;
}

function buildTarget(metric: MetricDefinition, options: ResolvedOptions, columns: TruthColumns, fileOrder: Int32Array, publicCount: number): PreparedTarget {
  if (metric.layout === 'numeric' || (metric.layout === 'binary' && !metric.multiclass)) {
    return { layout: metric.layout, columns: columns.numbers.map((values) => reorderNumbers(values, fileOrder, publicCount)) };
  }
  if (metric.layout === 'ranking') {
    const lists = new Array<string[]>(columns.lists.length);
    columns.lists.forEach((list, k) => {
      lists[fileOrder[k]!] = list;
    });
    return { layout: 'ranking', lists };
  }
  if (metric.layout === 'label') {
    const labels = columns.labels.map(({ dictionary }, t) => {
      for (const extra of String(options.labels ?? '').split('|')) if (extra !== '') dictionary.add(extra);
      if (metric.binary) checkBinaryLabels(dictionary.names, String(options.pos_label), columns.targetNames[t]!);
      if (metric.binary) dictionary.add(String(options.pos_label));
      return dictionary.names;
    });
    return { layout: 'label', columns: columns.labels.map(({ codes }) => reorderCodes(codes, fileOrder)), labels };
  }
  const { codes, dictionary } = columns.labels[0]!;
  if (metric.layout === 'binary' && dictionary.names.every((name) => name.trim() !== '' && (Number(name) === 0 || Number(name) === 1))) {
    const values = Float64Array.from(codes, (code) => Number(dictionary.names[code]));
    return { layout: 'binary', columns: [reorderNumbers(values, fileOrder, publicCount)] };
  }
  const ranks = rankLabels(dictionary.names);
  const sorted = new Array<string>(dictionary.names.length);
  dictionary.names.forEach((name, code) => {
    sorted[ranks[code]!] = name;
  });
  return { layout: 'class_probabilities', column: reorderCodes(codes, fileOrder, ranks), labels: sorted };
}

function checkBinaryLabels(names: string[], positive: string, column: string): void {
  if (names.length > 2) refuse({ key: 'truth.too_many_labels', column, value: String(names.length) });
  if (names.length === 2 && !names.includes(positive)) {
    refuse({ key: 'options.bad_value', column: 'pos_label', value: positive, expected: `Use one of: ${names.join(', ')}` });
  }
}

/** Refuses a ground truth on which the metric is undefined in its public or private part. */
function checkParts(metric: MetricDefinition, truth: PreparedTruth, targetNames: string[]): void {
  const parts: [string, number, number][] = [['Public', 0, truth.publicCount]];
  if (truth.hasPrivate) parts.push(['Private', truth.publicCount, truth.rowCount]);
  const target = truth.target;
  const resolved = target.layout === 'class_probabilities' && metric.layout === 'binary' ? metric.multiclass! : metric;
  for (const [part, start, end] of parts) {
    if (target.layout === 'binary' && resolved.layout === 'binary' && resolved.truthRule !== 'none') {
      target.columns.forEach((values, t) => {
        let positives = 0;
        for (let i = start; i < end; i++) positives += values[i]!;
        const single = positives === 0 || (resolved.truthRule === 'both_classes' && positives === end - start);
        if (single) refuse({ key: 'truth.single_class', column: targetNames[t]!, value: part });
      });
    }
    if (target.layout === 'numeric' && resolved.layout === 'numeric' && resolved.truthRule === 'not_constant') {
      target.columns.forEach((values, t) => {
        let constant = true;
        for (let i = start + 1; i < end && constant; i++) constant = values[i] === values[start];
        if (constant) refuse({ key: 'truth.constant_target', column: targetNames[t]!, value: part });
      });
    }
    if (target.layout === 'class_probabilities' && resolved.layout === 'class_probabilities' && resolved.truthRule === 'two_classes') {
      let distinct = false;
      for (let i = start + 1; i < end && !distinct; i++) distinct = target.column[i] !== target.column[start];
      if (!distinct) refuse({ key: 'truth.single_class', column: targetNames[0]!, value: part });
    }
  }
}
