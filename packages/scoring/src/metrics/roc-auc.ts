import { splitSortedScores } from './binary-ranking.ts';

/**
 * Area under the ROC curve as the Mann-Whitney statistic: the share of (positive, negative)
 * pairs ranked correctly, a tie counting one half. The count is an exact integer (or half) below
 * 2^53, so the result is the exact area rounded once. Needs both classes (checked when the ground
 * truth is prepared).
 */
export function rocAucFromSorted(positives: Float64Array, negatives: Float64Array): number {
  let j = 0;
  let pairs = 0;
  for (let i = 0; i < positives.length; ) {
    const score = positives[i]!;
    while (j < negatives.length && negatives[j]! < score) j++;
    let tied = 0;
    while (j + tied < negatives.length && negatives[j + tied] === score) tied++;
    let sameScore = 0;
    while (i < positives.length && positives[i] === score) {
      sameScore++;
      i++;
    }
    pairs += sameScore * (2 * j + tied);
  }
  return pairs / (2 * positives.length * negatives.length);
}

/** ROC AUC of a 0/1 target. */
export function rocAuc(y: Float64Array, scores: Float64Array): number {
  const { positives, negatives } = splitSortedScores(y, scores, (label) => label === 1);
  return rocAucFromSorted(positives, negatives);
}

/**
 * One-vs-rest ROC AUC, macro averaged. A class with no positive (or no negative) row in the part
 * is skipped, as Kaggle does; preparation makes sure at least one class remains.
 */
export function rocAucOneVsRest(y: Int32Array, classScores: Float64Array[]): number {
  let sum = 0;
  let counted = 0;
  for (let c = 0; c < classScores.length; c++) {
    const { positives, negatives } = splitSortedScores(y, classScores[c]!, (label) => label === c);
    if (positives.length === 0 || negatives.length === 0) continue;
    sum += rocAucFromSorted(positives, negatives);
    counted++;
  }
  return sum / counted;
}
