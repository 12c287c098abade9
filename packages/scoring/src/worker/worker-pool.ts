import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The TypeScript module that runs the jobs, and the name of its exported function `(job) => outcome`. */
  job: { module: URL; run: string };
  /** Number of worker threads, and so jobs run at once; the others wait in line. */
  size: number;
  /** A job running longer is stopped by terminating its worker, which is replaced. */
  timeoutMs: number;
  /** Heap limit of each worker (resourceLimits.maxOldGenerationSizeMb). */
  maxMemoryMb: number;
  /**
   * A nice value for the threads (0 to 19; Linux schedules threads one by one), so that the process's event
   * loop wins the CPU from them. Linux only; a process already nicer keeps its own value. Default 0, as the process.
   */
  niceness?: number;
}

/** Why a job has no outcome: over its time, over its memory, or its worker threw, crashed or was closed. */
export type WorkerFailureReason = 'timeout' | 'memory_limit' | 'failed';

export type WorkerResult<Outcome> = { ok: true; outcome: Outcome } | { ok: false; reason: WorkerFailureReason };

export interface WorkerPool<Job, Outcome> {
  /** Runs a job in a worker thread; the caller's event loop only waits for a message. */
  run(job: Job): Promise<WorkerResult<Outcome>>;
  /** Stops the workers; running and queued jobs fail. */
  close(): Promise<void>;
}

interface QueuedJob<Job, Outcome> {
  job: Job;
  resolve(result: WorkerResult<Outcome>): void;
}

const entry = new URL('./job-worker.mjs', import.meta.url);

const failed = (reason: WorkerFailureReason) => ({ ok: false as const, reason });

/** One thread of the pool, started on its first job and started anew after a timeout or a crash. */
class PoolWorker<Job, Outcome> {
  private thread: { worker: Worker; ready: Promise<void> } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private current: QueuedJob<Job, Outcome> | undefined;
  busy = false;

  constructor(
    private readonly options: WorkerPoolOptions,
    private readonly onIdle: (worker: PoolWorker<Job, Outcome>) => void,
  ) {}

  private start(): { worker: Worker; ready: Promise<void> } {
    const worker = new Worker(entry, {
      workerData: { module: this.options.job.module.href, run: this.options.job.run, niceness: this.options.niceness ?? 0 },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb },
    });
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    ready.catch(() => undefined);
    worker.on('message', (message: { id?: number; outcome?: Outcome; error?: string }) => {
      if (message.id === undefined || this.thread?.worker !== worker) return;
      this.settle('outcome' in message ? { ok: true, outcome: message.outcome as Outcome } : failed('failed'));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.thread?.worker === worker) this.replace(failed(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory_limit' : 'failed'));
    });
    worker.on('exit', () => {
      if (this.thread?.worker === worker) this.replace(failed('failed'));
    });
    worker.unref();
    return { worker, ready };
  }

  async run(queued: QueuedJob<Job, Outcome>): Promise<void> {
    this.busy = true;
    this.current = queued;
    this.thread ??= this.start();
    const { worker, ready } = this.thread;
    worker.ref();
    try {
      await ready;
    } catch {
      if (this.current === queued) this.replace(failed('failed'));
      return;
    }
    if (this.current !== queued) return;
    this.timer = setTimeout(() => this.replace(failed('timeout')), this.options.timeoutMs);
    try {
      // Cloned, not transferred: the caller keeps its bytes.
      worker.postMessage({ id: 1, job: queued.job });
    } catch {
      this.settle(failed('failed'));
    }
  }

  private settle(result: WorkerResult<Outcome>): void {
    clearTimeout(this.timer);
    const queued = this.current;
    this.current = undefined;
    this.busy = false;
    this.thread?.worker.unref();
    queued?.resolve(result);
    this.onIdle(this);
  }

  /** Ends a stuck or broken thread; the next job starts a fresh one. */
  private replace(result: WorkerResult<Outcome>): void {
    const old = this.thread?.worker;
    this.thread = undefined;
    void old?.terminate();
    this.settle(result);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.current?.resolve(failed('failed'));
    this.current = undefined;
    const old = this.thread?.worker;
    this.thread = undefined;
    await old?.terminate();
  }
}

/**
 * A bounded pool of worker threads for CPU-heavy work on untrusted input (scoring, rendering): at most `size`
 * jobs at once, each under a time and a memory limit that end its thread rather than the process.
 */
export function createWorkerPool<Job, Outcome>(options: WorkerPoolOptions): WorkerPool<Job, Outcome> {
  const queue: QueuedJob<Job, Outcome>[] = [];
  let closed = false;
  const next = (worker: PoolWorker<Job, Outcome>): void => {
    const queued = queue.shift();
    if (queued) void worker.run(queued);
  };
  const workers = Array.from({ length: options.size }, () => new PoolWorker<Job, Outcome>(options, next));
  return {
    run: (job) =>
      new Promise((resolve) => {
        if (closed) {
          resolve(failed('failed'));
          return;
        }
        const queued = { job, resolve };
        const idle = workers.find((worker) => !worker.busy);
        if (idle) void idle.run(queued);
        else queue.push(queued);
      }),
    close: async () => {
      closed = true;
      for (const queued of queue.splice(0)) queued.resolve(failed('failed'));
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
