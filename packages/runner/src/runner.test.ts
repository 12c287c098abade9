import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeRunner } from './probe-runner.ts';
import type { Runner } from './runner.ts';
import { descendantsOf, hostProcessesWith, startTestRunner, stdoutOf, waitFor } from './test-support.ts';
import type { RunResult } from './types.ts';

describe('the engine', { timeout: 90_000 }, () => {
  let runner: Runner;
  let workDir: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ runner, workDir, close } = await startTestRunner({ slots: 1 }));
  }, 120_000);
  afterAll(() => close());

  it('finishes queued runs in the order they were submitted', async () => {
    const finished: number[] = [];
    const runs = Array.from({ length: 6 }, (_, index) =>
      runner.run({ code: `print(${index})` }).then((result) => {
        finished.push(index);
        return result;
      }),
    );
    const results = await Promise.all(runs);
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map(stdoutOf)).toEqual(['0\n', '1\n', '2\n', '3\n', '4\n', '5\n']);
  });

  it('runs learners’ code at a lower priority than the server', async () => {
    const result = await runner.run({ code: 'import os\nprint(os.nice(0))' });
    expect(Number(stdoutOf(result))).toBe(Math.min(19, getPriority() + 10));
  });

  it('cancels a queued run and a running one', async () => {
    const running = new AbortController();
    const queued = new AbortController();
    const first = runner.run({ code: 'import time\ntime.sleep(600)', limits: { wallSeconds: 600 } }, { signal: running.signal });
    const second = runner.run({ code: 'print("never")' }, { signal: queued.signal });
    queued.abort();
    expect((await second).status).toBe('cancelled');
    running.abort();
    expect((await first).status).toBe('cancelled');
    expect((await runner.run({ code: 'print("after")' })).status).toBe('ok');
  });

  it('reports a run whose zygote is killed as crashed and starts a new zygote', async () => {
    const harness = path.join(workDir, 'harness');
    const [sandbox] = hostProcessesWith(harness);
    // Idle, the sandbox holds bwrap's own init and the zygote; a run adds its two processes below them.
    const idle = descendantsOf(sandbox!).length;
    const pending = runner.run({ code: 'import time\ntime.sleep(600)', limits: { wallSeconds: 600 } });
    await waitFor(() => descendantsOf(sandbox!).length >= idle + 2);
    for (const pid of hostProcessesWith(harness)) process.kill(pid, 'SIGKILL');
    const result: RunResult = await pending;
    expect(result.status).toBe('crashed');
    const next = await runner.run({ code: 'print("respawned")' });
    expect(next.status).toBe('ok');
    expect(stdoutOf(next)).toBe('respawned\n');
  });

  it('refuses a data file name that could leave /data', async () => {
    await expect(runner.run({ code: '1', files: [{ name: '../escape', hostPath: '/etc/hostname' }] })).rejects.toThrow(/invalid data file name/);
  });
});

describe('closing the engine', { timeout: 90_000 }, () => {
  it('ends the running run and cancels the queued ones', async () => {
    const { runner, close } = await startTestRunner({ slots: 1 });
    const running = runner.run({ code: 'import time\ntime.sleep(600)', limits: { wallSeconds: 600 } });
    const queued = runner.run({ code: 'print("never")' });
    await close();
    expect((await running).status).toBe('crashed');
    expect((await queued).status).toBe('cancelled');
  });
});

describe('starting the engine', { timeout: 90_000 }, () => {
  it('fails with the interpreter’s own words when the zygote cannot start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'madang-bare-python-'));
    chmodSync(dir, 0o755);
    const bare = path.join(dir, 'python3');
    writeFileSync(bare, '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n', { mode: 0o755 });
    try {
      await expect(startTestRunner({ sandbox: 'none', python: bare })).rejects.toThrow(/did not start: [\s\S]*No module named 'matplotlib'/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('without a sandbox', { timeout: 90_000 }, () => {
  it('runs the same harness, with the run’s files under data/', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'madang-runner-files-'));
    writeFileSync(path.join(dataDir, 'scores.csv'), 'name,score\n가,1\n나,2\n');
    const { runner, close } = await startTestRunner({ sandbox: 'none', slots: 1 });
    try {
      const result = await runner.run({
        code: 'import os\nimport pandas as pd\ndf = pd.read_csv("data/scores.csv")\nprint(df.score.sum(), os.getuid() != 0)\ndf',
        files: [{ name: 'scores.csv', hostPath: path.join(dataDir, 'scores.csv') }],
      });
      expect(result.status).toBe('ok');
      expect(result.outputs.map((output) => output.kind)).toEqual(['stdout', 'table']);
      // Never root, even when the server is.
      expect(stdoutOf(result)).toBe('3 True\n');
      const looping = await runner.run({ code: 'while True:\n    pass', limits: { cpuSeconds: 1, wallSeconds: 60 } });
      expect(looping.status).toBe('cpu_limit');
    } finally {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('probeRunner', { timeout: 60_000 }, () => {
  it('finds Debian’s Python with the four libraries and a working bubblewrap', async () => {
    expect(await probeRunner({ sandbox: 'bwrap' })).toEqual({ available: true, sandboxed: true });
    expect(await probeRunner({ sandbox: 'none' })).toEqual({ available: true, sandboxed: false });
  });

  it('says what to install when Python is missing', async () => {
    const result = await probeRunner({ sandbox: 'bwrap', python: '/nonexistent/python3' });
    expect(result.available).toBe(false);
    expect(result.install).toBe('sudo apt-get install -y --no-install-recommends python3 python3-pandas python3-numpy python3-sklearn python3-matplotlib');
  });

  it('names the libraries a Python lacks', async () => {
    // Debian's Python without its site packages: a real interpreter in which none of the four libraries import.
    const dir = mkdtempSync(path.join(tmpdir(), 'madang-bare-python-'));
    const bare = path.join(dir, 'python3');
    writeFileSync(bare, '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n', { mode: 0o755 });
    try {
      const result = await probeRunner({ sandbox: 'none', python: bare });
      expect(result).toEqual({
        available: false,
        sandboxed: false,
        reason: `${bare} lacks pandas, numpy, sklearn, matplotlib`,
        install: 'sudo apt-get install -y --no-install-recommends python3-pandas python3-numpy python3-sklearn python3-matplotlib',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
