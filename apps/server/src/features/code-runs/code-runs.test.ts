import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRuns, jobs } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimJob } from '../jobs/queue.ts';
import type { RunningWorker } from '../jobs/worker.ts';
import { checkRunner, describeRunner } from './check-runner.ts';
import { startCodeRunWorker } from './code-run-worker.ts';
import { CODE_RUN_QUEUE } from './create-code-run.ts';
import { interruptOrphanedRuns, isDeadLocalWorker } from './interrupt-orphaned-runs.ts';

let t: TestApp;
let worker: RunningWorker;
beforeAll(async () => {
  t = await createTestApp({ env: { RUNNER_CPU_SECONDS: '5', RUNNER_WALL_SECONDS: '10', RUNNER_MEMORY_MB: '512', RUNNER_RUNS_PER_MINUTE: '5' } });
  const choice = await checkRunner(t.config.runner);
  expect(choice.availability).toMatchObject({ available: true, sandboxed: true });
  t.ctx.runner.availability = choice.availability;
  // Driven by runOnce, so that each test decides when a queued run starts.
  worker = await startCodeRunWorker(t.ctx, choice, { loop: false });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

type Headers = Record<string, string>;
const startRun = (headers: Headers, code: string) => t.app.inject({ method: 'POST', url: '/api/v1/runs', headers, payload: { code } });
const readRun = async (headers: Headers, id: number) => (await t.app.inject({ url: `/api/v1/runs/${id}`, headers })).json().data;
const cancelRun = (headers: Headers, id: number) => t.app.inject({ method: 'POST', url: `/api/v1/runs/${id}/cancel`, headers });

async function queued(headers: Headers, code: string): Promise<number> {
  const response = await startRun(headers, code);
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

async function waitForStatus(headers: Headers, id: number, status: string) {
  for (;;) {
    const run = await readRun(headers, id);
    if (run.status === status) return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('code runs', () => {
  it('runs a member’s pandas code through the queue and shows the table to its owner only', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const id = await queued(member.headers, 'import pandas as pd\npd.DataFrame({"a": [1, 2]}).describe()');
    expect(await readRun(member.headers, id)).toMatchObject({ status: 'queued', queue_position: 0, result: null, started_at: null });

    expect(await worker.runOnce()).toBe(true);
    const run = await readRun(member.headers, id);
    expect(run).toMatchObject({ status: 'done', queue_position: null, notice: null, result: { status: 'ok', truncated: false, error: null, check: null } });
    const table = run.result.outputs.find((output: { kind: string }) => output.kind === 'table');
    expect(table.html).toContain('<table');
    expect(table.html).toContain('count');
    expect(run.started_at).not.toBeNull();
    expect(run.finished_at).not.toBeNull();
    // The row's code and member stay out of the answer.
    expect(JSON.stringify(run)).not.toContain('DataFrame({');

    const other = await buildSignedInUser(t.ctx.db);
    const foreign = await t.app.inject({ url: `/api/v1/runs/${id}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await cancelRun(other.headers, id)).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/runs', payload: { code: 'print(1)' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'not login' });
    expect((await t.app.inject({ url: `/api/v1/runs/${id}` })).statusCode).toBe(401);
  });

  it('shows a Python exception as the code’s error, and stdout before it', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const id = await queued(member.headers, 'print("before")\n1 / 0');
    await worker.runOnce();
    const run = await readRun(member.headers, id);
    expect(run).toMatchObject({ status: 'done', result: { status: 'error', error: { type: 'ZeroDivisionError' } } });
    expect(run.result.outputs[0]).toMatchObject({ kind: 'stdout', text: 'before\n' });
  });

  it('refuses empty, oversized and NUL-bearing code with a message in the request’s language', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const cases = [
      { code: '', key: 'validation.required' },
      { code: '#'.repeat(100_001), key: 'validation.code_too_large' },
      // 100,000 characters but 300,000 bytes: the bound is in bytes, like the database's.
      { code: '가'.repeat(34_000), key: 'validation.code_too_large' },
      { code: 'print(1)\u0000', key: 'validation.code_has_nul' },
    ];
    for (const { code, key } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/runs', headers: { ...member.headers, 'accept-language': 'en' }, payload: { code } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0]).toMatchObject({ field: 'code', key });
      expect(response.json().fields[0].detail).not.toBe(key);
    }
    expect(await t.ctx.db.select().from(codeRuns).where(eq(codeRuns.userId, member.user.id))).toEqual([]);
  });

  it('lets a member have 3 runs queued or running, counted under a lock, and a 4th waits for one to end', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => startRun({ ...member.headers, 'accept-language': 'en' }, `print(${i})`)));
    const created = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.id as number)
      .sort((a, b) => a - b);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({ code: 'too_many_runs', detail: 'You already have 3 runs waiting or running. Wait for one to finish, then try again.' });

    // Another member is not held back by this one.
    const other = await buildSignedInUser(t.ctx.db);
    const otherId = await queued(other.headers, 'print("other")');

    expect(await worker.runOnce()).toBe(true);
    expect(await readRun(member.headers, created[0]!)).toMatchObject({ status: 'done' });
    const fourth = await queued(member.headers, 'print("fourth")');
    for (const id of [...created.slice(1), fourth, otherId]) await cancelRun(id === otherId ? other.headers : member.headers, id);
    // Four runs in the minute so far, the budget is five: one more, then a wait.
    const fifth = await queued(member.headers, 'print("fifth")');
    await cancelRun(member.headers, fifth);
    const sixth = await startRun({ ...member.headers, 'accept-language': 'ko' }, 'print("sixth")');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'run_budget_spent', detail: '최근 1분 동안 5번 실행했습니다. 잠시 후 다시 시도해 주세요.' });
    expect(await worker.runOnce()).toBe(false);
  });

  it('cancels a queued run before it starts: it never runs and its job is closed', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const id = await queued(member.headers, 'print("should not run")');
    const response = await cancelRun({ ...member.headers, 'accept-language': 'en' }, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      result: null,
      started_at: null,
      notice: { key: 'runner.status.cancelled', detail: 'The run was cancelled.' },
    });
    expect(await worker.runOnce()).toBe(false);
    expect(await readRun(member.headers, id)).toMatchObject({ status: 'cancelled', result: null, started_at: null });
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, CODE_RUN_QUEUE))
      .orderBy(jobs.id)
      .then((rows) => rows.filter((row) => row.payload.runId === id));
    expect(job).toMatchObject({ state: 'done', attempts: 0 });
  });

  it('stops a running run when its owner cancels it, by the event in this process or the database from another', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    for (const cancel of [
      (id: number) => cancelRun(member.headers, id),
      // Another process's cancel only writes the request; the worker finds it by its poll.
      (id: number) => t.ctx.db.update(codeRuns).set({ cancelRequestedAt: new Date() }).where(eq(codeRuns.id, id)),
    ]) {
      const id = await queued(member.headers, 'while True:\n    pass');
      const running = worker.runOnce();
      await waitForStatus(member.headers, id, 'running');
      await cancel(id);
      await running;
      const run = await readRun(member.headers, id);
      expect(run).toMatchObject({ status: 'cancelled', result: { status: 'cancelled' }, notice: { key: 'runner.status.cancelled' } });
      // Well before the 5 s CPU limit would have stopped it.
      expect(run.result.cpu_ms).toBeLessThan(5_000);
    }
  });

  it('ends a run whose worker died mid-run as interrupted, without running it again; a live worker’s run is left alone', async () => {
    // Two workers in other processes claimed a run each and started it: one lives on, the other died.
    const alive = await buildSignedInUser(t.ctx.db);
    const aliveId = await queued(alive.headers, 'print("alive")');
    const live = await claimJob(t.ctx.db, { queue: CODE_RUN_QUEUE, workerId: 'live-host:2:def', leaseMs: 600_000 });
    expect(live?.payload.runId).toBe(aliveId);
    await t.ctx.db.update(codeRuns).set({ status: 'running', startedAt: new Date() }).where(eq(codeRuns.id, aliveId));
    const member = await buildSignedInUser(t.ctx.db);
    const id = await queued(member.headers, 'print("ran")');
    // Its lease is never renewed: it has run out by the time anyone looks (set in the past, not left to the clock).
    const dead = await claimJob(t.ctx.db, { queue: CODE_RUN_QUEUE, workerId: 'dead-host:1:abc', leaseMs: 600_000 });
    expect(dead?.payload.runId).toBe(id);
    await t.ctx.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, dead!.id));
    await t.ctx.db.update(codeRuns).set({ status: 'running', startedAt: new Date() }).where(eq(codeRuns.id, id));

    // The restarted worker takes the lapsed job first and ends the run.
    expect(await worker.runOnce()).toBe(true);
    const run = await readRun({ ...member.headers, 'accept-language': 'en' }, id);
    expect(run).toMatchObject({
      status: 'interrupted',
      result: null,
      notice: { key: 'runner.status.interrupted', detail: 'The run was interrupted because the server restarted. Please run it again.' },
    });
    expect(run.finished_at).not.toBeNull();
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, dead!.id));
    expect(job).toMatchObject({ state: 'failed' });

    // Nothing else is due: the other process's run keeps running under its lease.
    expect(await worker.runOnce()).toBe(false);
    expect(await readRun(alive.headers, aliveId)).toMatchObject({ status: 'running', result: null });
    await t.ctx.db.update(jobs).set({ state: 'done' }).where(eq(jobs.id, live!.id));
    await t.ctx.db.update(codeRuns).set({ status: 'done' }).where(eq(codeRuns.id, aliveId));
  });

  it('at start ends at once the runs a dead worker of this host held, leaving live and other hosts’ workers alone', async () => {
    const deadPid = spawnSync('true').pid;
    const live = spawn('sleep', ['60']);
    try {
      const holders = [`${hostname()}:${deadPid}:aaa`, `${hostname()}:${live.pid}:bbb`, 'other-host:1:ccc', `${hostname()}:${process.pid}:ddd`];
      const member = await buildSignedInUser(t.ctx.db);
      const ids: number[] = [];
      for (const workerId of holders) {
        const id = await queued(member.headers, 'print("held")');
        // Within a long lease: only knowing the holder is dead ends the run early.
        await claimJob(t.ctx.db, { queue: CODE_RUN_QUEUE, workerId, leaseMs: 600_000 });
        // Out of the member's count of active runs, so that the next one can be queued.
        await t.ctx.db
          .update(codeRuns)
          .set({ status: 'running', startedAt: new Date(), userId: (await buildSignedInUser(t.ctx.db)).user.id })
          .where(eq(codeRuns.id, id));
        ids.push(id);
      }
      // This process's own pid under another id is an earlier life of it (a restarted container).
      expect(holders.map((holder) => isDeadLocalWorker(holder))).toEqual([true, false, false, true]);
      expect(isDeadLocalWorker('no-pid-here')).toBe(false);

      expect((await interruptOrphanedRuns(t.ctx.db)).sort()).toEqual([ids[0], ids[3]].sort());
      const rows = await Promise.all(ids.map(async (id) => (await t.ctx.db.select().from(codeRuns).where(eq(codeRuns.id, id)))[0]!));
      const statuses = rows.map((row) => row.status);
      expect(statuses).toEqual(['interrupted', 'running', 'running', 'interrupted']);
      expect(await worker.runOnce()).toBe(false);
    } finally {
      live.kill();
      await t.ctx.db.update(jobs).set({ state: 'done' }).where(eq(jobs.state, 'running'));
      await t.ctx.db.update(codeRuns).set({ status: 'done' }).where(eq(codeRuns.status, 'running'));
    }
  });

  it('streams a run as server-sent events that end with its result', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const id = await queued(member.headers, 'print("streamed")');
    const stream = t.app.inject({ url: `/api/v1/runs/${id}/events`, headers: member.headers });
    // The stream listens before the run starts, so it sees the run through to its end.
    while (t.ctx.runner.events.listenerCount('change') === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.runOnce();
    const response = await stream;
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.payload
      .split('\n\n')
      .filter((block) => block.startsWith('event: run'))
      .map((block) =>
        JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))!
            .slice(6),
        ),
      );
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ id, status: 'done', result: { status: 'ok', outputs: [{ kind: 'stdout', text: 'streamed\n' }] } });

    const other = await buildSignedInUser(t.ctx.db);
    expect((await t.app.inject({ url: `/api/v1/runs/${id}/events`, headers: other.headers })).statusCode).toBe(404);
  });

  it('says whether the runner is there, and refuses runs with 503 when it is not, naming what to install at start', async () => {
    const response = await t.app.inject({ url: '/api/v1/runs/availability' });
    expect(response.json().data).toEqual({ available: true, sandboxed: true, detail: null });

    const missing = await checkRunner({ ...t.config.runner, python: '/nonexistent/python3' });
    expect(missing.availability.available).toBe(false);
    expect(describeRunner(missing, t.config.runner)).toMatch(/Code runner unavailable: .*apt-get install .*python3/);
    const off = await checkRunner({ ...t.config.runner, enabled: false });
    expect(describeRunner(off, t.config.runner)).toContain('RUNNER_ENABLED=false');

    const available = t.ctx.runner.availability;
    t.ctx.runner.availability = missing.availability;
    try {
      const member = await buildSignedInUser(t.ctx.db);
      const refused = await t.app.inject({ method: 'POST', url: '/api/v1/runs', headers: { ...member.headers, 'accept-language': 'en' }, payload: { code: 'print(1)' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'runner_unavailable', detail: 'Running code is not available on this server right now.' });
      const korean = await t.app.inject({ url: '/api/v1/runs/availability', headers: { 'accept-language': 'ko' } });
      expect(korean.json().data).toEqual({ available: false, sandboxed: false, detail: '지금 이 서버에서는 코드를 실행할 수 없습니다.' });
    } finally {
      t.ctx.runner.availability = available;
    }
  });
});
