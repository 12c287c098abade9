/** Metric words written as acronyms wherever they appear in a name. */
const ACRONYMS = new Set(['rmse', 'mse', 'mae', 'rmsle', 'msle', 'mape', 'smape', 'auc', 'roc', 'f1', 'r2', 'iou', 'map', 'ndcg', 'wer', 'cer', 'bleu', 'mcc']);

/**
 * A metric's display name, the same on every page and in both languages (metric names are not translated):
 * 'rmse' → 'RMSE', 'macro_f1' → 'Macro F1', 'quadratic_weighted_kappa' → 'Quadratic Weighted Kappa'.
 */
export function formatMetricName(metric: string): string {
  return metric
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : `${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()}`))
    .join(' ');
}
