import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Runner, type RunnerOptions } from './runner.ts';

/** A runner on a throw-away work directory, for tests; close() removes the directory. */
export async function startTestRunner(options: Partial<RunnerOptions> = {}): Promise<{ runner: Runner; workDir: string; close: () => Promise<void> }> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'madang-runner-'));
  const runner = await Runner.start({ sandbox: 'bwrap', slots: 1, workDir, ...options }).catch((error: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  return {
    runner,
    workDir,
    close: async () => {
      await runner.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Everything a run printed to stdout, joined. */
export function stdoutOf(result: { outputs: { kind: string; text?: string }[] }): string {
  return result.outputs
    .filter((output) => output.kind === 'stdout')
    .map((output) => output.text)
    .join('');
}

/** Host pids whose command line contains the text. */
export function hostProcessesWith(text: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

export async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every process below pid on the host (children, their children, ...). */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift()!;
    for (const [child, parent] of parents) {
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}
