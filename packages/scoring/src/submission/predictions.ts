import type { PreparedTruth } from '../truth/prepared-truth.ts';

/** A submission's values aligned with the truth's scoring order. */
export type Predictions =
  | { layout: 'numeric' | 'binary' | 'class_probabilities'; columns: Float64Array[] }
  | { layout: 'label'; columns: Int32Array[] }
  | { layout: 'ranking'; lists: string[][] };

export function createPredictions(truth: PreparedTruth): Predictions {
  const rows = truth.rowCount;
  const valueColumns = truth.header.length - 1;
  const target = truth.target;
  if (target.layout === 'label') return { layout: 'label', columns: Array.from({ length: valueColumns }, () => new Int32Array(rows)) };
  if (target.layout === 'ranking') return { layout: 'ranking', lists: new Array<string[]>(rows) };
  return { layout: target.layout, columns: Array.from({ length: valueColumns }, () => new Float64Array(rows)) };
}
