import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGradingWorker } from '../../../apps/server/src/features/grading/grading-worker.ts';
import type { RunningWorker } from '../../../apps/server/src/features/jobs/worker.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../../apps/server/src/test/factories.ts';
import { createTestApp, type TestApp } from '../../../apps/server/src/test/test-app.ts';
import { main } from './main.ts';

let t: TestApp;
let worker: RunningWorker;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  worker = startGradingWorker(t.ctx, { threads: 1, pollMs: 100 });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

/** Runs the command line as a user would, with the token in MADANG_TOKEN, and collects what it prints. */
async function run(args: string[], token: string) {
  let stdout = '';
  let stderr = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write: (chunk, _enc, done) => {
        write(String(chunk));
        done();
      },
    });
  const previous = process.env.MADANG_TOKEN;
  process.env.MADANG_TOKEN = token;
  try {
    const code = await main([...args, '--base-url', baseUrl, '--language', 'en'], sink((s) => (stdout += s)) as never, sink((s) => (stderr += s)) as never);
    return { code, stdout, stderr };
  } finally {
    if (previous === undefined) delete process.env.MADANG_TOKEN;
    else process.env.MADANG_TOKEN = previous;
  }
}

describe('npx madang submit', () => {
  it('submits, waits for the score and prints one JSON line; a revoked token then fails clearly', async () => {
    const { competition, dataset } = await buildCompetition(t.ctx, { input: { daily_limit: 10 } });
    const member = await buildSignedInUser(t.ctx.db);
    await joinCompetition(t.ctx.db, competition, member.user);
    const issued = (await t.app.inject({ method: 'POST', url: '/api/myinfo/token/create', headers: member.headers, payload: {} })).json().data;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'madang-cli-')), 'submission.csv');
    writeFileSync(file, dataset.submission(0.2, 5));

    const done = await run(['submit', '-c', String(competition.id), '-f', file, '-m', 'from the terminal'], issued.token);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const printed = JSON.parse(done.stdout);
    expect(printed).toMatchObject({ status: 'scored', public_score: expect.any(Number) });

    const status = await run(['status', String(printed.id)], issued.token);
    expect(JSON.parse(status.stdout)).toEqual(printed);

    await t.app.inject({ method: 'POST', url: '/api/myinfo/token/expire', headers: member.headers, payload: { id: issued.item.id } });
    const refused = await run(['submit', '-c', String(competition.id), '-f', file], issued.token);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('revoked');
  });

  it('explains a bad command and a missing token', async () => {
    expect((await run(['submit', '-c', '1'], 'mdg_x')).code).toBe(1);
    expect((await run(['submit', '--bogus'], 'mdg_x')).stderr).toContain('usage: madang');
    const noToken = await run(['status', '1'], '');
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain('MADANG_TOKEN');
  });
});
