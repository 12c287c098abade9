import { diagonal, predictedTotals, trace, trueTotals, type Confusion } from './confusion.ts';

/**
 * Classification metrics from a confusion matrix, following scikit-learn 1.2 with its
 * zero_division default: a ratio with a zero denominator counts as 0.
 */

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

function fScore(precision: number, recall: number): number {
  const denominator = precision + recall;
  return denominator === 0 ? 0 : (2 * precision * recall) / denominator;
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

function perLabel(confusion: Confusion): { precision: Float64Array; recall: Float64Array; f1: Float64Array; support: Float64Array } {
  const hits = diagonal(confusion);
  const predicted = predictedTotals(confusion);
  const support = trueTotals(confusion);
  const precision = hits.map((tp, i) => ratio(tp, predicted[i]!));
  const recall = hits.map((tp, i) => ratio(tp, support[i]!));
  const f1 = precision.map((p, i) => fScore(p, recall[i]!));
  return { precision, recall, f1, support };
}

function total(confusion: Confusion): number {
  let sum = 0;
  for (let i = 0; i < confusion.counts.length; i++) sum += confusion.counts[i]!;
  return sum;
}

export function accuracy(confusion: Confusion): number {
  return trace(confusion) / total(confusion);
}

/** F1 of one positive label; 0 when that label is neither true nor predicted in the part. */
export function f1Binary(confusion: Confusion, positiveCode: number): number {
  const index = confusion.codes.indexOf(positiveCode);
  if (index < 0) return 0;
  const { f1 } = perLabel(confusion);
  return f1[index]!;
}

export function f1Macro(confusion: Confusion): number {
  return mean(perLabel(confusion).f1);
}

export function f1Micro(confusion: Confusion): number {
  const hits = trace(confusion);
  const rows = total(confusion);
  const precision = ratio(hits, rows);
  return fScore(precision, precision);
}

export function f1Weighted(confusion: Confusion): number {
  const { f1, support } = perLabel(confusion);
  let weighted = 0;
  let weights = 0;
  for (let i = 0; i < f1.length; i++) {
    weighted += f1[i]! * support[i]!;
    weights += support[i]!;
  }
  return ratio(weighted, weights);
}

export function precisionMacro(confusion: Confusion): number {
  return mean(perLabel(confusion).precision);
}

export function recallMacro(confusion: Confusion): number {
  return mean(perLabel(confusion).recall);
}

/** Mean recall over the labels that occur in the truth (predicted-only labels are left out). */
export function balancedAccuracy(confusion: Confusion): number {
  const { recall, support } = perLabel(confusion);
  let sum = 0;
  let counted = 0;
  for (let i = 0; i < recall.length; i++) {
    if (support[i]! === 0) continue;
    sum += recall[i]!;
    counted++;
  }
  return sum / counted;
}

export type KappaWeights = 'none' | 'linear' | 'quadratic';

/**
 * Cohen's kappa with disagreement weights by distance between label positions in sorted order.
 * When no disagreement is even possible (one label, truth and predictions agreeing everywhere),
 * scikit-learn returns NaN; agreement is perfect there, so the score is 1.
 */
export function cohenKappa(confusion: Confusion, weights: KappaWeights): number {
  const { size, counts } = confusion;
  const truth = trueTotals(confusion);
  const predicted = predictedTotals(confusion);
  const rows = total(confusion);
  let observed = 0;
  let expected = 0;
  for (let t = 0; t < size; t++) {
    for (let q = 0; q < size; q++) {
      const distance = Math.abs(t - q);
      const weight = weights === 'none' ? (distance === 0 ? 0 : 1) : weights === 'linear' ? distance : distance * distance;
      observed += weight * counts[t * size + q]!;
      expected += (weight * truth[t]! * predicted[q]!) / rows;
    }
  }
  if (expected === 0) return observed === 0 ? 1 : 0;
  return 1 - observed / expected;
}

/** Matthews correlation coefficient (multiclass form); 0 when undefined, as scikit-learn. */
export function matthewsCorrelation(confusion: Confusion): number {
  const truth = trueTotals(confusion);
  const predicted = predictedTotals(confusion);
  const rows = total(confusion);
  const correct = trace(confusion);
  let truthPredicted = 0;
  let truthSquared = 0;
  let predictedSquared = 0;
  for (let i = 0; i < confusion.size; i++) {
    truthPredicted += truth[i]! * predicted[i]!;
    truthSquared += truth[i]! * truth[i]!;
    predictedSquared += predicted[i]! * predicted[i]!;
  }
  const covariance = correct * rows - truthPredicted;
  const truthVariance = rows * rows - truthSquared;
  const predictedVariance = rows * rows - predictedSquared;
  if (truthVariance * predictedVariance === 0) return 0;
  return covariance / Math.sqrt(truthVariance * predictedVariance);
}
