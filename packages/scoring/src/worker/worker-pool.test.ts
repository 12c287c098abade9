import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestJob } from './test-jobs.ts';
import { createWorkerPool } from './worker-pool.ts';

const job = { module: new URL('./test-jobs.ts', import.meta.url), run: 'runTestJob' };

describe('worker pool', () => {
  const pool = createWorkerPool<TestJob, number>({ job, size: 2, timeoutMs: 3_000, maxMemoryMb: 64, niceness: 5 });
  afterAll(() => pool.close());

  it('runs jobs in its threads, more than it has threads at once', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => pool.run({ kind: 'echo', value })));
    expect(results).toEqual([1, 2, 3, 4, 5].map((outcome) => ({ ok: true, outcome })));
  });

  it.runIf(process.platform === 'linux')('runs its threads at the niceness asked for, leaving the calling thread as it was', async () => {
    const before = getPriority(0);
    expect(await pool.run({ kind: 'priority' })).toEqual({ ok: true, outcome: Math.max(before, 5) });
    expect(getPriority(0)).toBe(before);
  });

  it('answers a job that throws or whose thread dies with a failure, and keeps serving', async () => {
    expect(await pool.run({ kind: 'throw' })).toEqual({ ok: false, reason: 'failed' });
    const [crashed, beside] = await Promise.all([pool.run({ kind: 'exit' }), pool.run({ kind: 'echo', value: 7 })]);
    expect(crashed).toEqual({ ok: false, reason: 'failed' });
    expect(beside).toEqual({ ok: true, outcome: 7 });
    expect(await Promise.all([pool.run({ kind: 'echo', value: 8 }), pool.run({ kind: 'echo', value: 9 })])).toEqual([
      { ok: true, outcome: 8 },
      { ok: true, outcome: 9 },
    ]);
  });

  it('stops a job over its time limit by ending its thread; the next job gets a fresh one', async () => {
    const strict = createWorkerPool<TestJob, number>({ job, size: 1, timeoutMs: 200, maxMemoryMb: 64 });
    expect(await strict.run({ kind: 'spin' })).toEqual({ ok: false, reason: 'timeout' });
    expect(await strict.run({ kind: 'echo', value: 1 })).toEqual({ ok: true, outcome: 1 });
    await strict.close();
  });

  it('fails the jobs still waiting when it is closed', async () => {
    const closing = createWorkerPool<TestJob, number>({ job, size: 1, timeoutMs: 60_000, maxMemoryMb: 64 });
    const running = closing.run({ kind: 'spin' });
    const waiting = closing.run({ kind: 'echo', value: 1 });
    await closing.close();
    expect(await Promise.all([running, waiting])).toEqual([
      { ok: false, reason: 'failed' },
      { ok: false, reason: 'failed' },
    ]);
    expect(await closing.run({ kind: 'echo', value: 2 })).toEqual({ ok: false, reason: 'failed' });
  });
});
