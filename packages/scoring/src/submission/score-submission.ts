import { CsvReader } from '../csv/csv-reader.ts';
import { submissionMaxLineBytes } from '../csv/csv-limits.ts';
import { CsvScanError, describeScanError } from '../csv/scan-error-problem.ts';
import { isScoringRefusal, type ScoringProblem } from '../refusal.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { resolveTruthMetric } from '../truth/truth-metric.ts';
import { IdLookup } from '../ids/id-lookup.ts';
import { computeScores, type Scores } from './compute-scores.ts';
import { SubmissionReader } from './submission-reader.ts';
import { prescanPlainSubmission, scoreCleanPrescan, takesNumbers, type SubmissionPrescan } from './prescan-submission.ts';

export interface SubmissionLimits {
  /** Most data rows accepted; the ground truth's row count when left out. */
  rowLimit?: number;
  /** Longest line accepted, in bytes. */
  maxLineBytes?: number;
}

export type ScoreOutcome = ({ status: 'scored' } & Scores) | { status: 'refused'; problem: ScoringProblem };
export type CheckOutcome = { status: 'valid' } | { status: 'refused'; problem: ScoringProblem };

/**
 * Checks a submission held in memory against a prepared truth and scores it. A plain file of
 * numbers is read in one pass first (see prescan-submission.ts); anything else, and any file
 * with a problem, is read record by record, which names the first problem.
 */
export function scoreSubmission(truth: PreparedTruth, bytes: Uint8Array, limits: SubmissionLimits = {}): ScoreOutcome {
  if (takesNumbers(truth)) {
    const prescan = prescanPlainSubmission(bytes, limits.maxLineBytes ?? submissionMaxLineBytes);
    const scored = prescan && scoreCleanPrescan(truth, prescan, limits);
    if (scored) return scored;
  }
  return scoreRecordByRecord(truth, bytes, limits);
}

/**
 * Scores a submission already prescanned while its truth was being prepared (the command line
 * does both at once); the same outcome as scoreSubmission. The file's bytes are asked for only
 * when it has to be read record by record (a prescan read in chunks does not keep them).
 */
export function scorePrescanned(truth: PreparedTruth, prescan: SubmissionPrescan | null, readBytes: () => Uint8Array, limits: SubmissionLimits = {}): ScoreOutcome {
  const scored = prescan && scoreCleanPrescan(truth, prescan, limits);
  return scored || scoreRecordByRecord(truth, readBytes(), limits);
}

/**
 * The record-by-record reading alone, without the one-pass shortcut (which must agree with it).
 * `lookupEachRow` looks each row out of the truth's order up at once instead of pairing such
 * rows in bulk at the end: the plain reading the tests compare the bulk pairing with.
 */
export function scoreRecordByRecord(truth: PreparedTruth, bytes: Uint8Array, limits: SubmissionLimits = {}, lookupEachRow = false): ScoreOutcome {
  const run = new SubmissionRun(truth, limits, true, lookupEachRow);
  try {
    run.reader.push(bytes);
    return run.score();
  } catch (error) {
    return run.fail(error);
  }
}

/** The same for a submission arriving in chunks (a file stream). */
export async function scoreSubmissionStream(truth: PreparedTruth, chunks: AsyncIterable<Uint8Array>, limits: SubmissionLimits = {}): Promise<ScoreOutcome> {
  const run = new SubmissionRun(truth, limits, true);
  try {
    for await (const chunk of chunks) run.reader.push(chunk);
    return run.score();
  } catch (error) {
    return run.fail(error);
  }
}

/**
 * Checks a competition's sample submission: the header and every id exactly once. Its values are
 * placeholders, so they are not checked.
 */
export function checkSample(truth: PreparedTruth, bytes: Uint8Array): CheckOutcome {
  const run = new SubmissionRun(truth, {}, false);
  try {
    run.reader.push(bytes);
    run.reader.finish();
    run.submission.finish();
    return { status: 'valid' };
  } catch (error) {
    return run.fail(error);
  }
}

class SubmissionRun {
  readonly submission: SubmissionReader;
  readonly reader: CsvReader;
  private readonly metric;

  constructor(
    private readonly truth: PreparedTruth,
    limits: SubmissionLimits,
    checkValues: boolean,
    lookupEachRow = false,
  ) {
    this.metric = resolveTruthMetric(truth);
    const ids = new IdLookup(truth.idBytes, truth.idOffsets);
    this.submission = new SubmissionReader(truth, this.metric, ids, limits.rowLimit ?? truth.rowCount, checkValues, lookupEachRow);
    this.reader = new CsvReader({ maxFields: truth.header.length, maxLineBytes: limits.maxLineBytes ?? submissionMaxLineBytes }, this.submission.accept);
  }

  score(): ScoreOutcome {
    this.reader.finish();
    const predictions = this.submission.finish();
    return { status: 'scored', ...computeScores(this.metric, this.truth, predictions) };
  }

  /** The refusal that stopped reading, unless a deferred row before it has a problem with its id. */
  fail(error: unknown): { status: 'refused'; problem: ScoringProblem } {
    let problem: ScoringProblem;
    if (error instanceof CsvScanError) problem = describeScanError(error, 'submission', this.truth.header);
    else if (isScoringRefusal(error)) problem = error.problem;
    else throw error;
    return { status: 'refused', problem: this.submission.firstIdProblem() ?? problem };
  }
}
