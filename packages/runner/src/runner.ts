import { chmodSync, copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { resolveLimits, type RunLimits } from './limits.ts';
import { Slot } from './slot.ts';
import type { RunRequest, RunResult, SandboxMode } from './types.ts';

const HARNESS_SOURCE = path.resolve(import.meta.dirname, '../python');

export interface RunnerOptions {
  python?: string;
  sandbox: SandboxMode;
  slots?: number;
  workDir: string;
  limits?: Partial<RunLimits>;
}

interface Waiting {
  start: (slot: Slot) => void;
  cancel: () => void;
}

/** Runs learners' code on a fixed number of slots, each a pre-warmed zygote; later runs wait in FIFO order. */
export class Runner {
  private readonly idle: Slot[];
  private readonly queue: Waiting[] = [];
  private closed = false;

  private constructor(
    private readonly slots: Slot[],
    private readonly limits: Partial<RunLimits> | undefined,
  ) {
    this.idle = [...slots];
  }

  /** Starts every slot's zygote and resolves once all have imported the libraries. */
  static async start(options: RunnerOptions): Promise<Runner> {
    resolveLimits(options.limits);
    const harnessDir = installHarness(options.workDir);
    const slots = Array.from(
      { length: options.slots ?? 2 },
      (_, index) =>
        new Slot({
          index,
          python: options.python ?? '/usr/bin/python3',
          sandbox: options.sandbox,
          workDir: options.workDir,
          harnessDir,
          cgroupName: `madang-runner-${process.pid}-${randomBytes(4).toString('hex')}`,
        }),
    );
    const runner = new Runner(slots, options.limits);
    try {
      await Promise.all(slots.map((slot) => slot.start()));
    } catch (error) {
      await runner.close();
      throw error;
    }
    return runner;
  }

  /** Runs the code; the code's faults (errors, limits, crashes) come back as a status, never as an exception. */
  async run(request: RunRequest, options: { signal?: AbortSignal } = {}): Promise<RunResult> {
    if (this.closed) throw new Error('the runner is closed');
    const limits = resolveLimits(this.limits, request.limits);
    const slot = await this.acquire(options.signal);
    if (!slot) return { status: 'cancelled', outputs: [], truncated: false, cpuMs: 0, wallMs: 0 };
    try {
      return await slot.run(request, limits, options.signal);
    } finally {
      this.release(slot);
    }
  }

  /** Stops every zygote; runs still waiting for a slot end as cancelled, running ones as crashed. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.cancel();
    await Promise.all(this.slots.map((slot) => slot.close()));
  }

  private acquire(signal?: AbortSignal): Promise<Slot | undefined> {
    const slot = this.idle.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => {
      const waiting: Waiting = {
        start: (free) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(free);
        },
        cancel: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(undefined);
        },
      };
      const onAbort = () => {
        const index = this.queue.indexOf(waiting);
        if (index >= 0) this.queue.splice(index, 1);
        resolve(undefined);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiting);
    });
  }

  private release(slot: Slot): void {
    const next = this.queue.shift();
    if (next) next.start(slot);
    else this.idle.push(slot);
  }
}

/** Copies the Python harness into the work directory, readable by the sandbox's unprivileged user. */
function installHarness(workDir: string): string {
  const target = path.join(workDir, 'harness');
  mkdirSync(target, { recursive: true });
  chmodSync(workDir, 0o755);
  chmodSync(target, 0o755);
  for (const name of readdirSync(HARNESS_SOURCE).filter((file) => file.endsWith('.py') && !file.startsWith('test_'))) {
    copyFileSync(path.join(HARNESS_SOURCE, name), path.join(target, name));
    chmodSync(path.join(target, name), 0o644);
  }
  return target;
}
