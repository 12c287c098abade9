import { availableParallelism } from 'node:os';
import type { ScoringProblem } from '../refusal.ts';
import type { ScoreOutcome, SubmissionLimits } from '../submission/score-submission.ts';
import type { GroundTruthSettings, PrepareOutcome } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import type { JobOutcome, ScoringJob } from './scoring-job.ts';
import { createWorkerPool, type WorkerFailureReason } from './worker-pool.ts';

export interface ScoringPoolOptions {
  /** Number of worker threads; one per core, at most 2, by default. */
  size?: number;
  /** A job running longer is stopped (its worker is replaced). Default 60 s. */
  timeoutMs?: number;
  /** Heap limit of each worker (resourceLimits.maxOldGenerationSizeMb). Default 1024 MB. */
  maxMemoryMb?: number;
}

/** A job that could not finish: scoring.timeout, scoring.memory_limit or scoring.failed. */
export type ScoringFailure = { status: 'failed'; problem: ScoringProblem };

export interface ScoringPool {
  /** Scores a submission off the event loop. The truth may be prepared or serialized. */
  score(truth: PreparedTruth | Uint8Array, submission: Uint8Array, limits?: SubmissionLimits): Promise<ScoreOutcome | ScoringFailure>;
  /** Prepares a ground truth off the event loop. */
  prepare(truth: Uint8Array, settings: GroundTruthSettings): Promise<PrepareOutcome | ScoringFailure>;
  /** Stops the workers; queued jobs fail with scoring.failed. */
  close(): Promise<void>;
}

function failure(reason: WorkerFailureReason, settings: Required<ScoringPoolOptions>): ScoringFailure {
  if (reason === 'timeout') return { status: 'failed', problem: { key: 'scoring.timeout', limit: settings.timeoutMs / 1000 } };
  if (reason === 'memory_limit') return { status: 'failed', problem: { key: 'scoring.memory_limit', limit: settings.maxMemoryMb } };
  return { status: 'failed', problem: { key: 'scoring.failed' } };
}

/** Starts worker threads that prepare and score; the HTTP event loop only waits for messages. */
export function createScoringPool(options: ScoringPoolOptions = {}): ScoringPool {
  const settings: Required<ScoringPoolOptions> = {
    size: options.size ?? Math.max(1, Math.min(2, availableParallelism())),
    timeoutMs: options.timeoutMs ?? 60_000,
    maxMemoryMb: options.maxMemoryMb ?? 1024,
  };
  const pool = createWorkerPool<ScoringJob, JobOutcome>({ job: { module: new URL('./scoring-job.ts', import.meta.url), run: 'runScoringJob' }, ...settings });
  const submit = async (job: ScoringJob): Promise<JobOutcome> => {
    const result = await pool.run(job);
    return result.ok ? result.outcome : failure(result.reason, settings);
  };
  return {
    score: (truth, submission, limits = {}) => submit({ kind: 'score', truth, submission, limits }) as Promise<ScoreOutcome | ScoringFailure>,
    prepare: (truth, groundTruthSettings) => submit({ kind: 'prepare', truth, settings: groundTruthSettings }) as Promise<PrepareOutcome | ScoringFailure>,
    close: () => pool.close(),
  };
}

/** Scores one submission in a worker of its own, then stops the worker. */
export async function scoreInWorker(
  truth: PreparedTruth | Uint8Array,
  submission: Uint8Array,
  options: ScoringPoolOptions & { limits?: SubmissionLimits } = {},
): Promise<ScoreOutcome | ScoringFailure> {
  const pool = createScoringPool({ ...options, size: 1 });
  try {
    return await pool.score(truth, submission, options.limits);
  } finally {
    await pool.close();
  }
}
