import { findMetric, isScoringRefusal, prepareGroundTruth, type Direction, type PreparedTruth, type ScoringProblem } from '@madang/scoring';
import { badRequest } from '../../http/app-error.ts';

/** The metric's direction, or a refusal naming the metric when the scorer does not know it. */
export function metricDirection(metric: string): Direction {
  try {
    return findMetric(metric).direction;
  } catch (error) {
    if (isScoringRefusal(error)) throw badRequest('unknown_metric', { params: { metric } });
    throw error;
  }
}

export type PrepareResult = { status: 'prepared'; truth: PreparedTruth } | { status: 'refused'; problem: ScoringProblem };

/** Parses a ground truth with its `Usage` (Public/Private) column into the scorer's prepared form. */
export function prepareTruth(bytes: Uint8Array, settings: { metric: string; options: Record<string, string>; splitColumn?: string }): PrepareResult {
  return prepareGroundTruth(bytes, { metric: settings.metric, options: settings.options, ...(settings.splitColumn ? { splitColumn: settings.splitColumn } : {}) });
}
