/**
 * Regression metrics over aligned arrays: y[i] is the truth and p[i] the prediction of row i.
 * Formulas follow scikit-learn 1.2 unless a comment says otherwise.
 */

export function meanSquaredError(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const d = y[i]! - p[i]!;
    sum += d * d;
  }
  return sum / y.length;
}

export function rootMeanSquaredError(y: Float64Array, p: Float64Array): number {
  return Math.sqrt(meanSquaredError(y, p));
}

export function meanAbsoluteError(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) sum += Math.abs(y[i]! - p[i]!);
  return sum / y.length;
}

/** sqrt of scikit-learn's mean_squared_log_error; negative values are refused before this. */
export function rootMeanSquaredLogError(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const d = Math.log1p(y[i]!) - Math.log1p(p[i]!);
    sum += d * d;
  }
  return Math.sqrt(sum / y.length);
}

const float64Epsilon = 2 ** -52;

/** A fraction, as scikit-learn: |y - p| / max(|y|, machine epsilon). */
export function meanAbsolutePercentageError(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) sum += Math.abs(p[i]! - y[i]!) / Math.max(Math.abs(y[i]!), float64Epsilon);
  return sum / y.length;
}

/** A percent, as Kaggle: 100/n * sum(|p - y| / ((|y| + |p|) / 2)), a row counting 0 where both are 0. */
export function symmetricMeanAbsolutePercentageError(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const scale = (Math.abs(y[i]!) + Math.abs(p[i]!)) / 2;
    if (scale !== 0) sum += Math.abs(p[i]! - y[i]!) / scale;
  }
  return (100 / y.length) * sum;
}

/** Mean of |y - p| / |y|; a zero truth is refused when the ground truth is prepared. */
export function normalizedMeanAbsoluteError(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) sum += Math.abs(y[i]! - p[i]!) / Math.abs(y[i]!);
  return sum / y.length;
}

/** As scikit-learn: a constant truth gives 1 when predicted exactly, else 0. */
export function coefficientOfDetermination(y: Float64Array, p: Float64Array): number {
  const mean = meanOf(y);
  let residual = 0;
  let total = 0;
  for (let i = 0; i < y.length; i++) {
    const r = y[i]! - p[i]!;
    const t = y[i]! - mean;
    residual += r * r;
    total += t * t;
  }
  if (total === 0) return residual === 0 ? 1 : 0;
  return 1 - residual / total;
}

/** Pearson's r; a constant prediction has no linear relation to the truth, so it scores 0. */
export function pearsonCorrelation(y: Float64Array, p: Float64Array): number {
  const meanY = meanOf(y);
  const meanP = meanOf(p);
  let covariance = 0;
  let varianceY = 0;
  let varianceP = 0;
  for (let i = 0; i < y.length; i++) {
    const dy = y[i]! - meanY;
    const dp = p[i]! - meanP;
    covariance += dy * dp;
    varianceY += dy * dy;
    varianceP += dp * dp;
  }
  if (varianceY === 0 || varianceP === 0) return 0;
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(varianceY * varianceP)));
}

function meanOf(values: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}
