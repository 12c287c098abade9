import type { ResolvedOptions } from '../metrics/metric-options.ts';

/** The target of a prepared ground truth, in scoring order (public rows first). */
export type PreparedTarget =
  | { layout: 'numeric' | 'binary'; columns: Float64Array[] }
  | { layout: 'label'; columns: Int32Array[]; labels: string[][] }
  | { layout: 'class_probabilities'; column: Int32Array; labels: string[] }
  | { layout: 'ranking'; lists: string[][] };

/**
 * A ground truth parsed once and kept in typed form, so that scoring parses only the submission.
 * Rows are reordered: public rows first, then private ones, each in file order.
 * Serialize it with serializeTruth for storage; it also passes to a worker as it is.
 */
export interface PreparedTruth {
  format: 1;
  metric: string;
  options: ResolvedOptions;
  idColumn: string;
  /** The header a submission must have, in order. */
  header: string[];
  rowCount: number;
  publicCount: number;
  /** Whether there is a private part (a split column with at least one Private row). */
  hasPrivate: boolean;
  /** Id bytes back to back, in the file's order; offsets has rowCount + 1 entries. */
  idBytes: Uint8Array;
  idOffsets: Uint32Array;
  /** fileOrder[k] is the scoring position of the k-th data row of the ground truth file. */
  fileOrder: Int32Array;
  target: PreparedTarget;
}
