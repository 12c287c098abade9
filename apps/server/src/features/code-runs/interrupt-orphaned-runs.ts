import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codeRuns, jobs } from '../../db/schema.ts';
import { CODE_RUN_QUEUE } from './create-code-run.ts';

/**
 * A worker id is `host:pid:random` (newWorkerId). A holder on this host whose process is gone, or
 * that has this process's pid but another id (an earlier life of it, as in a restarted container),
 * is dead for sure; any other holder may be alive elsewhere and keeps its run until its lease runs out.
 */
export function isDeadLocalWorker(workerId: string, self: { host: string; pid: number } = { host: hostname(), pid: process.pid }): boolean {
  const parts = workerId.split(':');
  const pid = Number(parts.at(-2));
  if (parts.length < 3 || parts.slice(0, -2).join(':') !== self.host || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === self.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * At a worker's start: ends as interrupted the runs whose worker is dead — its lease ran out, or it
 * was a worker of this host that is gone, ended at once rather than after its lease (the embedded
 * database always has one process, so after a restart that is every one). Runs held by live workers
 * or by other hosts within their lease are left alone. Returns the runs ended.
 */
export async function interruptOrphanedRuns(db: Database): Promise<number[]> {
  const held = await db
    .select({ id: jobs.id, lockedBy: jobs.lockedBy, payload: jobs.payload, expired: sql<boolean>`${jobs.lockedUntil} < now()` })
    .from(jobs)
    .where(and(eq(jobs.queue, CODE_RUN_QUEUE), eq(jobs.state, 'running')));
  const ended: number[] = [];
  for (const job of held) {
    if (!job.lockedBy || !(job.expired || isDeadLocalWorker(job.lockedBy))) continue;
    const runId = Number(job.payload.runId);
    const interrupted = await db.transaction(async (tx) => {
      const failed = await tx
        .update(jobs)
        .set({ state: 'failed', lastError: 'interrupted: its worker stopped', finishedAt: new Date(), lockedUntil: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, job.lockedBy!)))
        .returning({ id: jobs.id });
      if (failed.length === 0) return false;
      await tx
        .update(codeRuns)
        .set({ status: 'interrupted', finishedAt: new Date() })
        .where(and(eq(codeRuns.id, runId), inArray(codeRuns.status, ['queued', 'running'])));
      return true;
    });
    if (interrupted) ended.push(runId);
  }
  return ended;
}
