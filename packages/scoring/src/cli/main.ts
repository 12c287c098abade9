import { createReadStream, readFileSync, statSync } from 'node:fs';
import { formatScoringError, type ScoringLocale } from '../messages.ts';
import { listMetrics } from '../metrics/metric-registry.ts';
import type { ScoringProblem } from '../refusal.ts';
import { scoreSubmission, scoreSubmissionStream } from '../submission/score-submission.ts';
import { prepareGroundTruth, prepareGroundTruthStream } from '../truth/prepare-ground-truth.ts';
import { formatMetricList } from './format-metric-list.ts';
import { parseCommand, usage, type Command } from './parse-command.ts';

const exitRefused = 2;
const exitBadInput = 1;
const readChunkBytes = 4 << 20;
/** Files up to this size are read in one call and parsed in place; larger ones are streamed. */
const wholeReadBytes = 1 << 30;

/** The file in one buffer when it is small enough, else its chunks. */
function readInput(path: string): Uint8Array | AsyncIterable<Uint8Array> {
  if (statSync(path).size <= wholeReadBytes) return readFileSync(path);
  return createReadStream(path, { highWaterMark: readChunkBytes });
}

function reportProblem(problem: ScoringProblem, locale: ScoringLocale): void {
  process.stderr.write(`${formatScoringError(problem, locale)}\n${JSON.stringify(problem)}\n`);
}

async function runScore(command: Extract<Command, { kind: 'score' }>): Promise<number> {
  const settings = {
    metric: command.metric,
    ...(command.idColumn !== undefined && { idColumn: command.idColumn }),
    ...(command.splitColumn !== undefined && { splitColumn: command.splitColumn }),
    options: command.options,
  };
  const truthInput = readInput(command.truthPath);
  const prepared = truthInput instanceof Uint8Array ? prepareGroundTruth(truthInput, settings) : await prepareGroundTruthStream(truthInput, settings);
  if (prepared.status === 'refused') {
    reportProblem(prepared.problem, command.locale);
    return exitBadInput;
  }
  const limits = command.rowLimit !== undefined ? { rowLimit: command.rowLimit } : {};
  const submissionInput = readInput(command.submissionPath);
  const outcome =
    submissionInput instanceof Uint8Array ? scoreSubmission(prepared.truth, submissionInput, limits) : await scoreSubmissionStream(prepared.truth, submissionInput, limits);
  if (outcome.status === 'refused') {
    reportProblem(outcome.problem, command.locale);
    return exitRefused;
  }
  process.stdout.write(`${JSON.stringify({ public: outcome.public, private: outcome.private })}\n`);
  return 0;
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

process.exitCode = await main(process.argv.slice(2));
