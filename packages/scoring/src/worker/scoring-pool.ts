import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScoringProblem } from '../refusal.ts';
import type { ScoreOutcome, SubmissionLimits } from '../submission/score-submission.ts';
import type { GroundTruthSettings, PrepareOutcome } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import type { JobOutcome, ScoringJob } from './scoring-job.ts';

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

const workerEntry = new URL('./scoring-worker.mjs', import.meta.url);

interface QueuedJob {
  job: ScoringJob;
  resolve(outcome: JobOutcome): void;
}

class PoolWorker {
  private worker: Worker;
  private ready: Promise<void>;
  private timer: NodeJS.Timeout | undefined;
  private current: QueuedJob | undefined;
  busy = false;

  constructor(
    private readonly options: Required<ScoringPoolOptions>,
    private readonly onIdle: (worker: PoolWorker) => void,
  ) {
    ({ worker: this.worker, ready: this.ready } = this.start());
  }

  private start(): { worker: Worker; ready: Promise<void> } {
    const worker = new Worker(workerEntry, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb } });
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    ready.catch(() => undefined);
    worker.on('message', (message: { id?: number; outcome?: JobOutcome; error?: string }) => {
      if (message.id === undefined) return;
      this.settle(message.outcome ?? failure('scoring.failed'));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.replace(outOfMemory ? failure('scoring.memory_limit', this.options.maxMemoryMb) : failure('scoring.failed'));
    });
    worker.on('exit', () => {
      if (this.worker === worker && this.current) this.replace(failure('scoring.failed'));
    });
    worker.unref();
    return { worker, ready };
  }

  async run(queued: QueuedJob): Promise<void> {
    this.busy = true;
    this.current = queued;
    this.worker.ref();
    try {
      await this.ready;
    } catch {
      this.replace(failure('scoring.failed'));
      return;
    }
    if (this.current !== queued) return;
    this.timer = setTimeout(() => this.replace(failure('scoring.timeout', this.options.timeoutMs / 1000)), this.options.timeoutMs);
    try {
      // Cloned, not transferred: the caller keeps its bytes.
      this.worker.postMessage({ id: 1, job: queued.job });
    } catch {
      this.settle(failure('scoring.failed'));
    }
  }

  private settle(outcome: JobOutcome): void {
    clearTimeout(this.timer);
    const queued = this.current;
    this.current = undefined;
    this.busy = false;
    this.worker.unref();
    queued?.resolve(outcome);
    this.onIdle(this);
  }

  /** Ends a stuck or broken worker and starts a fresh one for the next job. */
  private replace(outcome: JobOutcome): void {
    const old = this.worker;
    ({ worker: this.worker, ready: this.ready } = this.start());
    void old.terminate();
    this.settle(outcome);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.current?.resolve(failure('scoring.failed'));
    this.current = undefined;
    await this.worker.terminate();
  }
}

function failure(key: 'scoring.timeout' | 'scoring.memory_limit' | 'scoring.failed', limit?: number): ScoringFailure {
  return { status: 'failed', problem: limit === undefined ? { key } : { key, limit } };
}

/** Starts worker threads that prepare and score; the HTTP event loop only waits for messages. */
export function createScoringPool(options: ScoringPoolOptions = {}): ScoringPool {
  const settings: Required<ScoringPoolOptions> = {
    size: options.size ?? Math.max(1, Math.min(2, availableParallelism())),
    timeoutMs: options.timeoutMs ?? 60_000,
    maxMemoryMb: options.maxMemoryMb ?? 1024,
  };
  const queue: QueuedJob[] = [];
  let closed = false;
  const next = (worker: PoolWorker): void => {
    const queued = queue.shift();
    if (queued) void worker.run(queued);
  };
  const workers = Array.from({ length: settings.size }, () => new PoolWorker(settings, next));
  const submit = (job: ScoringJob): Promise<JobOutcome> =>
    new Promise((resolve) => {
      if (closed) {
        resolve(failure('scoring.failed'));
        return;
      }
      const queued = { job, resolve };
      const idle = workers.find((worker) => !worker.busy);
      if (idle) void idle.run(queued);
      else queue.push(queued);
    });
  return {
    score: (truth, submission, limits = {}) => submit({ kind: 'score', truth, submission, limits }) as Promise<ScoreOutcome | ScoringFailure>,
    prepare: (truth, groundTruthSettings) => submit({ kind: 'prepare', truth, settings: groundTruthSettings }) as Promise<PrepareOutcome | ScoringFailure>,
    close: async () => {
      closed = true;
      for (const queued of queue.splice(0)) queued.resolve(failure('scoring.failed'));
      await Promise.all(workers.map((worker) => worker.stop()));
    },
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
