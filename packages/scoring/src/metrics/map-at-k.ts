/**
 * Mean average precision at k, as Kaggle's apk/mapk: a prediction counts once (repeats are
 * ignored), only the first k predictions count, and a row whose truth is empty scores 0.
 */
export function meanAveragePrecisionAtK(actual: string[][], predicted: string[][], k: number): number {
  let sum = 0;
  for (let i = 0; i < actual.length; i++) sum += averagePrecisionAtK(actual[i]!, predicted[i]!, k);
  return sum / actual.length;
}

function averagePrecisionAtK(actual: string[], predicted: string[], k: number): number {
  if (actual.length === 0) return 0;
  const relevant = new Set(actual);
  const seen = new Set<string>();
  const limit = Math.min(predicted.length, k);
  let hits = 0;
  let score = 0;
  for (let i = 0; i < limit; i++) {
    const item = predicted[i]!;
    if (relevant.has(item) && !seen.has(item)) {
      hits++;
      score += hits / (i + 1);
    }
    seen.add(item);
  }
  return score / Math.min(actual.length, k);
}
