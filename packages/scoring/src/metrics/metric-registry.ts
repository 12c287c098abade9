import { refuse } from '../refusal.ts';
import { averagePrecision } from './average-precision.ts';
import type { Confusion } from './confusion.ts';
import {
  accuracy,
  balancedAccuracy,
  cohenKappa,
  f1Binary,
  f1Macro,
  f1Micro,
  f1Weighted,
  matthewsCorrelation,
  precisionMacro,
  recallMacro,
  type KappaWeights,
} from './label-metrics.ts';
import { binaryLogLoss, multiclassLogLoss } from './log-loss.ts';
import { meanAveragePrecisionAtK } from './map-at-k.ts';
import { cutoffOption, extraLabelsOption, kappaWeightsOption, positiveLabelOption, type MetricOption, type ResolvedOptions } from './metric-options.ts';
import {
  coefficientOfDetermination,
  meanAbsoluteError,
  meanAbsolutePercentageError,
  meanSquaredError,
  normalizedMeanAbsoluteError,
  pearsonCorrelation,
  rootMeanSquaredError,
  rootMeanSquaredLogError,
  symmetricMeanAbsolutePercentageError,
} from './regression-metrics.ts';
import { rocAuc, rocAucOfRanked, rocAucOneVsRest } from './roc-auc.ts';

export type Direction = 'higher' | 'lower';

interface MetricInfo {
  name: string;
  direction: Direction;
  description: string;
  options: MetricOption[];
}

/** Numbers in, numbers out; several target columns score the mean over the columns. */
export interface NumericMetric extends MetricInfo {
  layout: 'numeric';
  /** What the ground truth must satisfy besides being finite. */
  truthRule: 'none' | 'non_negative' | 'non_zero' | 'not_constant';
  predictionRule: 'finite' | 'non_negative';
  score(y: Float64Array, p: Float64Array): number;
}

/** A 0/1 target and a score (or the probability of 1). */
export interface BinaryMetric extends MetricInfo {
  layout: 'binary';
  truthRule: 'both_classes' | 'has_positive' | 'none';
  predictionRule: 'finite' | 'probability';
  score(y: Float64Array, p: Float64Array): number;
  /**
   * The same metric on both parts from all scores sorted at once, for a caller that sorts them
   * before it knows the rows' classes (see rocAucOfRanked for the arguments).
   */
  scoreRanked?(sorted: Float64Array, order: Int32Array, classes: Uint8Array): [publicScore: number, privateScore: number];
  /** Used instead when the target has labels other than 0 and 1: one probability column per class. */
  multiclass?: ClassProbabilityMetric;
}

/** Labels in, labels out. */
export interface LabelMetric extends MetricInfo {
  layout: 'label';
  /** Only two labels allowed, one of them named by the pos_label option. */
  binary: boolean;
  score(confusion: Confusion, options: ResolvedOptions, labels: string[]): number;
}

/** One label column in the truth; one probability column per class, named by the labels. */
export interface ClassProbabilityMetric extends MetricInfo {
  layout: 'class_probabilities';
  truthRule: 'two_classes' | 'none';
  predictionRule: 'finite' | 'probability_row';
  score(y: Int32Array, p: Float64Array[]): number;
}

/** Space-separated ids in one column of each file. */
export interface RankingMetric extends MetricInfo {
  layout: 'ranking';
  score(actual: string[][], predicted: string[][], options: ResolvedOptions): number;
}

export type MetricDefinition = NumericMetric | BinaryMetric | LabelMetric | ClassProbabilityMetric | RankingMetric;

function numeric(
  name: string,
  direction: Direction,
  description: string,
  score: NumericMetric['score'],
  rules: Partial<Pick<NumericMetric, 'truthRule' | 'predictionRule'>> = {},
): NumericMetric {
  return { name, direction, description, options: [], layout: 'numeric', truthRule: 'none', predictionRule: 'finite', score, ...rules };
}

function label(
  name: string,
  direction: Direction,
  description: string,
  score: (confusion: Confusion, options: ResolvedOptions) => number,
  options: MetricOption[] = [extraLabelsOption],
): LabelMetric {
  return { name, direction, description, options, layout: 'label', binary: false, score };
}

const multiclassLogLossMetric: ClassProbabilityMetric = {
  name: 'log_loss',
  direction: 'lower',
  description: 'multiclass log loss; rows rescaled to sum 1, then clipped to [1e-15, 1-1e-15]',
  options: [],
  layout: 'class_probabilities',
  truthRule: 'none',
  predictionRule: 'probability_row',
  score: multiclassLogLoss,
};

const definitions: MetricDefinition[] = [
  label('accuracy', 'higher', 'share of rows with the right label', accuracy),
  {
    name: 'f1',
    direction: 'higher',
    description: 'F1 of the positive label (two labels)',
    options: [positiveLabelOption],
    layout: 'label',
    binary: true,
    score: (confusion, options, labels) => f1Binary(confusion, labels.indexOf(String(options.pos_label))),
  },
  label('f1_macro', 'higher', 'unweighted mean of per-label F1', f1Macro),
  label('f1_micro', 'higher', 'F1 of all rows pooled', f1Micro),
  label('f1_weighted', 'higher', 'mean of per-label F1 weighted by true counts', f1Weighted),
  label('precision_macro', 'higher', 'unweighted mean of per-label precision', precisionMacro),
  label('recall_macro', 'higher', 'unweighted mean of per-label recall', recallMacro),
  label('balanced_accuracy', 'higher', 'mean recall over the labels in the truth', balancedAccuracy),
  label('cohen_kappa', 'higher', "Cohen's kappa", (confusion, options) => cohenKappa(confusion, options.weights as KappaWeights), [extraLabelsOption, kappaWeightsOption]),
  label('quadratic_weighted_kappa', 'higher', "Cohen's kappa with quadratic weights over sorted labels", (confusion) => cohenKappa(confusion, 'quadratic')),
  label('mcc', 'higher', 'Matthews correlation coefficient', matthewsCorrelation),
  {
    name: 'roc_auc',
    direction: 'higher',
    description: 'area under the ROC curve of a 0/1 target; any real score',
    options: [],
    layout: 'binary',
    truthRule: 'both_classes',
    predictionRule: 'finite',
    score: rocAuc,
    scoreRanked: rocAucOfRanked,
  },
  {
    name: 'roc_auc_ovr',
    direction: 'higher',
    description: 'one-vs-rest ROC AUC, macro mean; classes without positives skipped',
    options: [],
    layout: 'class_probabilities',
    truthRule: 'two_classes',
    predictionRule: 'finite',
    score: rocAucOneVsRest,
  },
  {
    name: 'average_precision',
    direction: 'higher',
    description: 'average precision of a 0/1 target; any real score',
    options: [],
    layout: 'binary',
    truthRule: 'has_positive',
    predictionRule: 'finite',
    score: averagePrecision,
  },
  {
    name: 'log_loss',
    direction: 'lower',
    description: 'log loss: a 0/1 target and the probability of 1, or one probability column per class',
    options: [],
    layout: 'binary',
    truthRule: 'none',
    predictionRule: 'probability',
    score: binaryLogLoss,
    multiclass: multiclassLogLossMetric,
  },
  numeric('rmse', 'lower', 'root mean squared error', rootMeanSquaredError),
  numeric('mse', 'lower', 'mean squared error', meanSquaredError),
  numeric('mae', 'lower', 'mean absolute error', meanAbsoluteError),
  numeric('rmsle', 'lower', 'root mean squared log error (no negative values)', rootMeanSquaredLogError, { truthRule: 'non_negative', predictionRule: 'non_negative' }),
  numeric('mape', 'lower', 'mean absolute percentage error as a fraction (scikit-learn)', meanAbsolutePercentageError),
  numeric('smape', 'lower', 'symmetric MAPE in percent (Kaggle); 0 where both values are 0', symmetricMeanAbsolutePercentageError),
  numeric('nmae', 'lower', 'mean of |y - p| / |y| (no zero targets)', normalizedMeanAbsoluteError, { truthRule: 'non_zero' }),
  numeric('r2', 'higher', 'coefficient of determination', coefficientOfDetermination),
  numeric('pearson', 'higher', "Pearson's correlation; a constant prediction scores 0", pearsonCorrelation, { truthRule: 'not_constant' }),
  {
    name: 'map_at_k',
    direction: 'higher',
    description: "mean average precision at k of space-separated ids (Kaggle's AP@K)",
    options: [cutoffOption],
    layout: 'ranking',
    score: (actual, predicted, options) => meanAveragePrecisionAtK(actual, predicted, Number(options.k)),
  },
];

const byName = new Map(definitions.map((definition) => [definition.name, definition]));

/** Every metric, in the order of the catalogue. */
export function listMetrics(): readonly MetricDefinition[] {
  return definitions;
}

/** The metric of that name, or a refusal naming the known ones. */
export function findMetric(name: string): MetricDefinition {
  const metric = byName.get(name);
  if (!metric) refuse({ key: 'options.unknown_metric', value: name, expected: definitions.map((d) => d.name).join(', ') });
  return metric;
}
