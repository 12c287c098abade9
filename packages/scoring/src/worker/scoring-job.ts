import type { ScoringProblem } from '../refusal.ts';
import { scoreSubmission, type ScoreOutcome, type SubmissionLimits } from '../submission/score-submission.ts';
import { prepareGroundTruth, type GroundTruthSettings, type PrepareOutcome } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { deserializeTruth } from '../truth/serialize-truth.ts';
import { isScoringRefusal } from '../refusal.ts';

/** Work sent to a scoring worker. The truth may be a prepared object or its serialized bytes. */
export type ScoringJob =
  | { kind: 'score'; truth: PreparedTruth | Uint8Array; submission: Uint8Array; limits: SubmissionLimits }
  | { kind: 'prepare'; truth: Uint8Array; settings: GroundTruthSettings };

export type JobOutcome = ScoreOutcome | PrepareOutcome | { status: 'failed'; problem: ScoringProblem };

/** Runs one job; the worker entry calls this for every message. */
export function runScoringJob(job: ScoringJob): JobOutcome {
  if (job.kind === 'prepare') return prepareGroundTruth(job.truth, job.settings);
  let truth: PreparedTruth;
  try {
    truth = job.truth instanceof Uint8Array ? deserializeTruth(job.truth) : job.truth;
  } catch (error) {
    if (isScoringRefusal(error)) return { status: 'failed', problem: error.problem };
    throw error;
  }
  return scoreSubmission(truth, job.submission, job.limits);
}
