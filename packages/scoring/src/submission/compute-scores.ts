import { buildConfusion } from '../metrics/confusion.ts';
import type { MetricDefinition } from '../metrics/metric-registry.ts';
import { rankLabels } from '../truth/label-dictionary.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import type { Predictions } from './predictions.ts';

export interface Scores {
  public: number;
  /** null when the ground truth has no private part. */
  private: number | null;
}

/** Scores the public rows and, if any, the private rows; several target columns give their mean. */
export function computeScores(metric: MetricDefinition, truth: PreparedTruth, predictions: Predictions): Scores {
  const scorePart = (start: number, end: number): number => scoreRange(metric, truth, predictions, start, end);
  return {
    public: scorePart(0, truth.publicCount),
    private: truth.hasPrivate ? scorePart(truth.publicCount, truth.rowCount) : null,
  };
}

function meanOver<T>(items: T[], score: (item: T, index: number) => number): number {
  let sum = 0;
  items.forEach((item, index) => {
    sum += score(item, index);
  });
  return sum / items.length;
}

function scoreRange(metric: MetricDefinition, truth: PreparedTruth, predictions: Predictions, start: number, end: number): number {
  const target = truth.target;
  if (
    (metric.layout === 'numeric' || metric.layout === 'binary') &&
    (target.layout === 'numeric' || target.layout === 'binary') &&
    predictions.layout !== 'label' &&
    predictions.layout !== 'ranking'
  ) {
    return meanOver(target.columns, (y, t) => metric.score(y.subarray(start, end), predictions.columns[t]!.subarray(start, end)));
  }
  if (metric.layout === 'label' && target.layout === 'label' && predictions.layout === 'label') {
    return meanOver(target.columns, (y, t) => {
      const labels = target.labels[t]!;
      const confusion = buildConfusion(y.subarray(start, end), predictions.columns[t]!.subarray(start, end), labels.length, rankLabels(labels));
      return metric.score(confusion, truth.options, labels);
    });
  }
  if (metric.layout === 'class_probabilities' && target.layout === 'class_probabilities' && predictions.layout === 'class_probabilities') {
    return metric.score(
      target.column.subarray(start, end),
      predictions.columns.map((column) => column.subarray(start, end)),
    );
  }
  if (metric.layout === 'ranking' && target.layout === 'ranking' && predictions.layout === 'ranking') {
    return metric.score(target.lists.slice(start, end), predictions.lists.slice(start, end), truth.options);
  }
  throw new Error(`The metric ${metric.name} does not fit a ${target.layout} ground truth.`);
}
