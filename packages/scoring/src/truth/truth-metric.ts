import { ByteKeyIndex } from '../ids/byte-key-index.ts';
import { findMetric, type MetricDefinition } from '../metrics/metric-registry.ts';
import type { PreparedTruth } from './prepared-truth.ts';

/** The metric that scores this truth: log_loss on a multiclass target uses its multiclass form. */
export function resolveTruthMetric(truth: PreparedTruth): MetricDefinition {
  const metric = findMetric(truth.metric);
  if (metric.layout === 'binary' && metric.multiclass && truth.target.layout === 'class_probabilities') return metric.multiclass;
  return metric;
}

const indexes = new WeakMap<PreparedTruth, ByteKeyIndex>();

/** The id index of a truth, built once per truth object (it is not stored, only rebuilt). */
export function truthIdIndex(truth: PreparedTruth): ByteKeyIndex {
  let index = indexes.get(truth);
  if (!index) {
    index = ByteKeyIndex.build(truth.idBytes, truth.idOffsets).index;
    indexes.set(truth, index);
  }
  return index;
}
