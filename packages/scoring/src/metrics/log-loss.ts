const clipLow = 1e-15;
const clipHigh = 1 - 1e-15;

function clip(probability: number): number {
  return Math.min(Math.max(probability, clipLow), clipHigh);
}

/**
 * Binary log loss of a 0/1 target and the probability of 1, as scikit-learn with eps=1e-15: p is
 * clipped to [1e-15, 1 - 1e-15], paired with 1 - p, and the pair divided by its sum.
 */
export function binaryLogLoss(y: Float64Array, p: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const one = clip(p[i]!);
    const zero = 1 - one;
    sum += Math.log((y[i] === 1 ? one : zero) / (zero + one));
  }
  return -sum / y.length;
}

/**
 * Multiclass log loss as Kaggle: each row is divided by its sum, then the probability of the true
 * class is clipped to [1e-15, 1 - 1e-15]. Rows summing to 0 are refused before this.
 */
export function multiclassLogLoss(y: Int32Array, classProbabilities: Float64Array[]): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    let rowSum = 0;
    for (let c = 0; c < classProbabilities.length; c++) rowSum += classProbabilities[c]![i]!;
    sum += Math.log(clip(classProbabilities[y[i]!]![i]! / rowSum));
  }
  return -sum / y.length;
}
