import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Runner } from '@madang/runner';
import type { AppContext } from '../../app-context.ts';
import { startWorker, type RunningWorker } from '../jobs/worker.ts';
import type { RunnerChoice } from './check-runner.ts';
import { createCodeRunHandler } from './execute-code-run.ts';

export interface CodeRunWorkerOptions {
  pollMs?: number;
  /** false: no background loop; the caller drives runOnce (tests). */
  loop?: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Starts running code in this process: the runner with RUNNER_SLOTS interpreters and a worker on
 * the code-run queue claiming as many jobs at a time, oldest first, so runs start in the order they
 * were queued. Needs an available runner (checkRunner).
 */
export async function startCodeRunWorker(
  ctx: Pick<AppContext, 'db' | 'config' | 'runner' | 'storage'>,
  choice: RunnerChoice,
  options: CodeRunWorkerOptions = {},
): Promise<RunningWorker> {
  const { runner: settings } = ctx.config;
  // Slots live outside DATA_DIR: the sandbox's unprivileged user must reach them, and DATA_DIR may be private.
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'madang-runner-'));
  const runner = await Runner.start({ python: settings.python, sandbox: choice.sandbox, slots: settings.slots, workDir, limits: settings.limits });
  // A live run ends by its wall limit, far inside the lease; only a dead worker's lease runs out.
  const leaseMs = settings.limits.wallSeconds * 2_000 + 30_000;
  const worker = startWorker(
    {
      db: ctx.db,
      handler: createCodeRunHandler(ctx, { runner }),
      concurrency: settings.slots,
      leaseMs,
      pollMs: options.pollMs ?? 1_000,
      subscribe: (wake) => {
        ctx.runner.events.on('queued', wake);
        return () => ctx.runner.events.off('queued', wake);
      },
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
  return {
    id: worker.id,
    runOnce: worker.runOnce,
    async stop() {
      await worker.stop();
      await runner.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
