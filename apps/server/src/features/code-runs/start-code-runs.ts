import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RunningWorker } from '../jobs/worker.ts';
import { checkRunner, describeRunner } from './check-runner.ts';
import { startCodeRunWorker } from './code-run-worker.ts';
import { interruptOrphanedRuns } from './interrupt-orphaned-runs.ts';

/**
 * At start: with the worker role ends the runs a dead worker left running; checks the runner and
 * says in one line what runs or what to install; with the worker role starts running code. Without
 * python3, its libraries or bubblewrap the platform runs on and the API refuses runs as unavailable.
 */
export async function startCodeRuns(
  ctx: Pick<AppContext, 'db' | 'config' | 'runner' | 'storage'>,
  options: { worker: boolean; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
): Promise<RunningWorker | undefined> {
  if (options.worker) {
    // Whether or not code can run now, runs cut off when the last process died end as interrupted.
    const interrupted = await interruptOrphanedRuns(ctx.db);
    if (interrupted.length > 0) options.log.warn({ runs: interrupted }, 'code runs cut off by a stopped worker ended as interrupted');
  }
  const choice = await checkRunner(ctx.config.runner);
  const line = describeRunner(choice, ctx.config.runner);
  if (!choice.availability.available) {
    options.log.warn(line);
    return undefined;
  }
  // Runs are taken from here on: while the sandboxes warm up they wait in the queue instead of being refused.
  ctx.runner.availability = choice.availability;
  try {
    const worker = options.worker ? await startCodeRunWorker(ctx, choice, { onError: (error) => options.log.error({ err: error }, 'code run failed') }) : undefined;
    options.log.info(line);
    return worker;
  } catch (error) {
    ctx.runner.availability = { available: false, sandboxed: false, reason: 'the runner failed to start' };
    options.log.error({ err: error }, 'Code runner unavailable: it failed to start');
    return undefined;
  }
}
