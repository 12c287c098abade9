import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { JobPayload } from './job-kinds.ts';
import { enqueueJob, type Job } from './queue.ts';
import { type JobHandler, MalformedJobPayload, startWorker } from './worker.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A code-run handler that records the payloads it was given and completes nothing; the worker under test is the real one. */
function recordingWorker() {
  const ran: JobPayload<'code-run'>[] = [];
  const gaveUp: number[] = [];
  const errors: unknown[] = [];
  const handler: JobHandler<'code-run'> = {
    queue: 'code-run',
    async run(job: Job<'code-run'>) {
      ran.push(job.payload);
      await t.ctx.db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, job.id));
    },
    async giveUp(job) {
      gaveUp.push(job.id);
    },
  };
  const worker = startWorker({ db: t.ctx.db, handler, concurrency: 1, leaseMs: 60_000, pollMs: 60_000, onError: (error) => errors.push(error) }, { loop: false });
  return { worker, ran, gaveUp, errors };
}

const jobRow = async (id: number) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('typed jobs', () => {
  it('hands a well-formed payload to its handler as its kind’s type', async () => {
    const id = await enqueueJob(t.ctx.db, { queue: 'code-run', payload: { runId: 41 } });
    const { worker, ran, errors } = recordingWorker();
    expect(await worker.runOnce()).toBe(true);
    expect(ran).toEqual([{ runId: 41 }]);
    expect(errors).toEqual([]);
    expect((await jobRow(id)).state).toBe('done');
  });

  it('fails a malformed payload at once with a clear error, without running or retrying it, and goes on with the next job', async () => {
    // A row from an older version, or written by hand: the payload does not fit the kind's schema.
    const [bad] = await t.ctx.db
      .insert(jobs)
      .values({ queue: 'code-run', payload: { runId: 'seven' }, maxAttempts: 3 })
      .returning({ id: jobs.id });
    const good = await enqueueJob(t.ctx.db, { queue: 'code-run', payload: { runId: 8 } });
    const { worker, ran, gaveUp, errors } = recordingWorker();

    expect(await worker.runOnce()).toBe(true);
    expect(ran).toEqual([]);
    expect(gaveUp).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(MalformedJobPayload);
    const failed = await jobRow(bad!.id);
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(new RegExp(`^job ${bad!.id} \\(code-run\\) has a malformed payload: runId: `));

    expect(await worker.runOnce()).toBe(true);
    expect(ran).toEqual([{ runId: 8 }]);
    expect((await jobRow(good)).state).toBe('done');
    expect(await worker.runOnce()).toBe(false);
  });

  it('queues only known kinds with their own payload (checked by tsc)', async () => {
    // `tsc -p tsconfig.json` fails when one of these calls compiles: an unused @ts-expect-error is an error.
    // @ts-expect-error: not a job kind
    const unknownKind = () => enqueueJob(t.ctx.db, { queue: 'grade-submision', payload: { submissionId: 1 } });
    // @ts-expect-error: the grading payload names the submission, not a run
    const wrongPayload = () => enqueueJob(t.ctx.db, { queue: 'grade-submission', payload: { runId: 1 } });
    // @ts-expect-error: an id is a number
    const wrongType = () => enqueueJob(t.ctx.db, { queue: 'code-run', payload: { runId: '1' } });
    expect([unknownKind, wrongPayload, wrongType].every((call) => typeof call === 'function')).toBe(true);
  });
});
