import { hostname } from 'node:os';
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeRuns, jobs } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimJob } from '../jobs/queue.ts';
import { CODE_RUN_QUEUE } from './create-code-run.ts';
import { startCodeRuns } from './start-code-runs.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What `npm start` prints, as (level, text) lines. */
function recordLog() {
  const lines: { level: string; text: string }[] = [];
  const at = (level: string) => (first: unknown, second?: unknown) => lines.push({ level, text: String(typeof first === 'string' ? first : second) });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('the runner at start', () => {
  it('without python3 prints one line naming what to install, keeps the site up, refuses runs and still ends a dead worker’s run', async () => {
    t = await createTestApp({ env: { RUNNER_PYTHON: '/nonexistent/python3' } });
    const member = await buildSignedInUser(t.ctx.db);
    // A run left running by the last life of this process, before python3 went missing.
    const [run] = await t.ctx.db.insert(codeRuns).values({ userId: member.user.id, code: 'print(1)', status: 'running' }).returning();
    await t.ctx.db.insert(jobs).values({ queue: CODE_RUN_QUEUE, payload: { runId: run!.id }, maxAttempts: 1 });
    await claimJob(t.ctx.db, { queue: CODE_RUN_QUEUE, workerId: `${hostname()}:${spawnSync('true').pid}:old`, leaseMs: 600_000 });

    const { lines, log } = recordLog();
    expect(await startCodeRuns(t.ctx, { worker: true, log })).toBeUndefined();
    const runnerLines = lines.filter((line) => line.text.startsWith('Code runner'));
    expect(runnerLines).toEqual([
      {
        level: 'warn',
        text: expect.stringMatching(/^Code runner unavailable: .*; to install: sudo apt-get install .*python3 python3-pandas python3-numpy python3-sklearn python3-matplotlib/),
      },
    ]);
    const [row] = await t.ctx.db.select().from(codeRuns).where(eq(codeRuns.id, run!.id));
    expect(row!.status).toBe('interrupted');

    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/runs/availability' })).json().data).toMatchObject({ available: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/runs', headers: member.headers, payload: { code: 'print(1)' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'runner_unavailable', detail: '지금 이 서버에서는 코드를 실행할 수 없습니다.' });
  });

  it('turned off by RUNNER_ENABLED=false says so; with python3 and bubblewrap it starts the worker and takes runs', async () => {
    t = await createTestApp({ env: { RUNNER_ENABLED: 'false' } });
    const off = recordLog();
    expect(await startCodeRuns(t.ctx, { worker: true, log: off.log })).toBeUndefined();
    expect(off.lines).toEqual([{ level: 'warn', text: 'Code runner off (RUNNER_ENABLED=false): learners cannot run code' }]);
    await t.close();

    t = await createTestApp();
    const on = recordLog();
    const worker = await startCodeRuns(t.ctx, { worker: true, log: on.log });
    try {
      expect(on.lines).toEqual([{ level: 'info', text: 'Code runner ready: /usr/bin/python3 in bubblewrap, 2 at a time' }]);
      expect((await t.app.inject({ url: '/api/v1/runs/availability' })).json().data).toEqual({ available: true, sandboxed: true, detail: null });
      const member = await buildSignedInUser(t.ctx.db);
      const id = (await t.app.inject({ method: 'POST', url: '/api/v1/runs', headers: member.headers, payload: { code: 'print(6 * 7)' } })).json().data.id;
      // The worker's own loop picks it up.
      const read = async () => (await t!.app.inject({ url: `/api/v1/runs/${id}`, headers: member.headers })).json().data;
      let run = await read();
      while (run.status !== 'done') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        run = await read();
      }
      expect(run.result.outputs).toEqual([{ kind: 'stdout', text: '42\n' }]);
    } finally {
      await worker?.stop();
    }
  });

  it('takes runs while the sandboxes warm up, and runs them once they are ready', async () => {
    t = await createTestApp();
    let started = false;
    const starting = startCodeRuns(t.ctx, { worker: true, log: recordLog().log }).finally(() => (started = true));
    await vi.waitUntil(() => t!.ctx.runner.availability.available, { timeout: 30_000 });
    // The pre-warmed interpreters take a second or more to start; the API takes runs before that.
    expect(started).toBe(false);
    const member = await buildSignedInUser(t.ctx.db);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/runs', headers: member.headers, payload: { code: 'print(6 * 7)' } });
    expect(created.json().data.status).toBe('queued');
    const worker = await starting;
    try {
      const read = async () => (await t!.app.inject({ url: `/api/v1/runs/${created.json().data.id}`, headers: member.headers })).json().data;
      await vi.waitUntil(async () => (await read()).status === 'done', { timeout: 60_000, interval: 100 });
      expect((await read()).result.outputs).toEqual([{ kind: 'stdout', text: '42\n' }]);
    } finally {
      await worker?.stop();
    }
  });
});
