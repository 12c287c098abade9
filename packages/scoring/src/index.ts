export { prepareGroundTruth, prepareGroundTruthStream, type GroundTruthSettings, type PrepareOutcome } from './truth/prepare-ground-truth.ts';
export type { PreparedTruth, PreparedTarget } from './truth/prepared-truth.ts';
export { scoreSubmission, scoreSubmissionStream, checkSample, type ScoreOutcome, type CheckOutcome, type SubmissionLimits } from './submission/score-submission.ts';
export type { Scores } from './submission/compute-scores.ts';
export { listMetrics, findMetric, type MetricDefinition, type Direction } from './metrics/metric-registry.ts';
export { scoringMessages, formatScoringError, type ScoringMessageKey, type ScoringLocale } from './messages.ts';
export { ScoringRefusal, isScoringRefusal, type ScoringProblem } from './refusal.ts';
export { serializeTruth, deserializeTruth } from './truth/serialize-truth.ts';
export { createScoringPool, scoreInWorker, type ScoringPool, type ScoringPoolOptions, type ScoringFailure } from './worker/scoring-pool.ts';
