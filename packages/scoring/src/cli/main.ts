import { createReadStream, readFileSync, statSync } from 'node:fs';
import { submissionMaxLineBytes } from '../csv/csv-limits.ts';
import { formatScoringError, type ScoringLocale } from '../messages.ts';
import { rememberTruthIdRange } from '../ids/truth-id-range.ts';
import { findMetric, listMetrics } from '../metrics/metric-registry.ts';
import type { ScoringProblem } from '../refusal.ts';
import { canPrescan, prescanSubmissionRecords, rankPrescan } from '../submission/prescan-submission.ts';
import { prescanSubmissionFile } from '../submission/prescan-submission-file.ts';
import { scorePrescanned, scoreSubmission, scoreSubmissionStream, type ScoreOutcome, type SubmissionLimits } from '../submission/score-submission.ts';
import { prepareGroundTruth, prepareGroundTruthStream, type GroundTruthSettings } from '../truth/prepare-ground-truth.ts';
import { formatMetricList } from './format-metric-list.ts';
import { parseCommand, usage, type Command } from './parse-command.ts';
import { isTruthThread, prepareTruthInThread, runTruthThread, type TruthThreadAnswer } from './truth-thread.ts';

type ScoreCommand = Extract<Command, { kind: 'score' }>;

const exitRefused = 2;
const exitBadInput = 1;
const readChunkBytes = 4 << 20;
/** Files up to this size are read in one call and parsed in place; larger ones are streamed. */
const wholeReadBytes = 1 << 30;
/** Below this many bytes (truth + submission) starting a second thread costs more than it saves. */
const twoThreadBytes = 4 << 20;

/** The file in one buffer when it is small enough, else its chunks. */
function readInput(path: string): Uint8Array | AsyncIterable<Uint8Array> {
  if (statSync(path).size <= wholeReadBytes) return readFileSync(path);
  return createReadStream(path, { highWaterMark: readChunkBytes });
}

function reportProblem(problem: ScoringProblem, locale: ScoringLocale): void {
  process.stderr.write(`${formatScoringError(problem, locale)}\n${JSON.stringify(problem)}\n`);
}

/**
 * Whether to prepare the truth on a second thread while this one reads the submission: for
 * metrics scored on numbers (the submission can then be read without its truth) and files that
 * are read whole, large enough to pay for the thread unless --threads says otherwise.
 */
function useTwoThreads(command: ScoreCommand): boolean {
  if (command.threads === 1) return false;
  try {
    if (!canPrescan(findMetric(command.metric))) return false;
    const truthBytes = statSync(command.truthPath).size;
    const submissionBytes = statSync(command.submissionPath).size;
    if (truthBytes > wholeReadBytes || submissionBytes > wholeReadBytes) return false;
    return command.threads === 2 || truthBytes + submissionBytes >= twoThreadBytes;
  } catch {
    // An unknown metric or an unreadable file: the one-thread path reports it in its usual order.
    return false;
  }
}

/**
 * The truth is prepared on a second thread while this one reads the submission's ids and
 * numbers (a plain file in chunks, anything else whole); problems are reported in the same order
 * as on one thread (the truth's first), and a submission with any problem is read again the
 * ordinary way for its exact refusal.
 */
async function runScoreOnTwoThreads(command: ScoreCommand, settings: GroundTruthSettings, limits: SubmissionLimits): Promise<number> {
  const truthJob = prepareTruthInThread(new URL(import.meta.url), command.truthPath, settings);
  let submission: Uint8Array | undefined;
  let submissionError: unknown;
  const readSubmission = (): Uint8Array => (submission ??= readFileSync(command.submissionPath));
  let prescan = prescanSubmissionFile(command.submissionPath);
  if (!prescan) {
    try {
      // The plain prescan has given up on this file already.
      prescan = prescanSubmissionRecords(readSubmission(), submissionMaxLineBytes);
    } catch (error) {
      submissionError = error;
    }
  }
  // While the truth is on its way: sort the scores for a metric that can score them sorted.
  if (prescan) rankPrescan(findMetric(command.metric), prescan);
  const result: TruthThreadAnswer = (await truthJob) ?? { outcome: prepareGroundTruth(readFileSync(command.truthPath), settings) };
  if ('readError' in result) throw Object.assign(new Error(`Cannot read ${result.readError.path}`), result.readError);
  if (result.outcome.status === 'refused') {
    reportProblem(result.outcome.problem, command.locale);
    return exitBadInput;
  }
  if (result.idRange !== undefined) rememberTruthIdRange(result.outcome.truth, result.idRange);
  // Scored while the thread may still be checking the truth's ids; reported only after that check.
  let outcome: ScoreOutcome | undefined;
  if (!submissionError) {
    try {
      outcome = scorePrescanned(result.outcome.truth, prescan, readSubmission, limits);
    } catch (error) {
      submissionError = error;
    }
  }
  const duplicateId = await result.duplicateId;
  if (duplicateId) {
    reportProblem(duplicateId, command.locale);
    return exitBadInput;
  }
  if (!outcome) throw submissionError;
  return reportOutcome(outcome, command.locale);
}

function reportOutcome(outcome: ScoreOutcome, locale: ScoringLocale): number {
  if (outcome.status === 'refused') {
    reportProblem(outcome.problem, locale);
    return exitRefused;
  }
  process.stdout.write(`${JSON.stringify({ public: outcome.public, private: outcome.private })}\n`);
  return 0;
}

async function runScore(command: ScoreCommand): Promise<number> {
  const settings: GroundTruthSettings = {
    metric: command.metric,
    ...(command.idColumn !== undefined && { idColumn: command.idColumn }),
    ...(command.splitColumn !== undefined && { splitColumn: command.splitColumn }),
    options: command.options,
  };
  const limits = command.rowLimit !== undefined ? { rowLimit: command.rowLimit } : {};
  if (useTwoThreads(command)) return runScoreOnTwoThreads(command, settings, limits);
  const truthInput = readInput(command.truthPath);
  const prepared = truthInput instanceof Uint8Array ? prepareGroundTruth(truthInput, settings) : await prepareGroundTruthStream(truthInput, settings);
  if (prepared.status === 'refused') {
    reportProblem(prepared.problem, command.locale);
    return exitBadInput;
  }
  const submissionInput = readInput(command.submissionPath);
  const outcome =
    submissionInput instanceof Uint8Array ? scoreSubmission(prepared.truth, submissionInput, limits) : await scoreSubmissionStream(prepared.truth, submissionInput, limits);
  return reportOutcome(outcome, command.locale);
}

async function main(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return exitBadInput;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  if (command.kind === 'list') {
    process.stdout.write(`${formatMetricList(listMetrics())}\n`);
    return 0;
  }
  try {
    return await runScore(command);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      process.stderr.write(`Cannot read ${(error as NodeJS.ErrnoException).path}: ${code}\n`);
      return exitBadInput;
    }
    throw error;
  }
}

// The same module is the truth thread's entry (see truth-thread.ts).
if (isTruthThread()) runTruthThread();
else process.exitCode = await main(process.argv.slice(2));
