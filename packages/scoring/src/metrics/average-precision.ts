import { splitSortedScores } from './binary-ranking.ts';

/**
 * Average precision as scikit-learn: the sum over distinct thresholds, from the highest score
 * down, of (recall gained) × (precision at that threshold); tied scores form one threshold.
 * Needs at least one positive (checked when the ground truth is prepared).
 */
export function averagePrecision(y: Float64Array, scores: Float64Array): number {
  const { positives, negatives } = splitSortedScores(y, scores, (label) => label === 1);
  const total = positives.length;
  let i = positives.length - 1;
  let j = negatives.length - 1;
  let truePositives = 0;
  let falsePositives = 0;
  let sum = 0;
  while (i >= 0) {
    const threshold = j >= 0 && negatives[j]! > positives[i]! ? negatives[j]! : positives[i]!;
    let gained = 0;
    while (i >= 0 && positives[i] === threshold) {
      gained++;
      i--;
    }
    while (j >= 0 && negatives[j] === threshold) {
      falsePositives++;
      j--;
    }
    truePositives += gained;
    if (gained > 0) sum += (gained / total) * (truePositives / (truePositives + falsePositives));
  }
  return sum;
}
