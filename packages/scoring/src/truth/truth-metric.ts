import { findMetric, type MetricDefinition } from '../metrics/metric-registry.ts';
import type { PreparedTruth } from './prepared-truth.ts';

/** The metric that scores this truth: log_loss on a multiclass target uses its multiclass form. */
export function resolveTruthMetric(truth: PreparedTruth): MetricDefinition {
  const metric = findMetric(truth.metric);
  if (metric.layout === 'binary' && metric.multiclass && truth.target.layout === 'class_probabilities') return metric.multiclass;
  return metric;
}
