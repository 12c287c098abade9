import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Runner, type RunnerOptions } from './runner.ts';

/** A runner on a throw-away work directory, for tests; close() removes the directory. */
export async function startTestRunner(options: Partial<RunnerOptions> = {}): Promise<{ runner: Runner; workDir: string; close: () => Promise<void> }> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'madang-runner-'));
  const runner = await Runner.start({ sandbox: 'bwrap', slots: 1, workDir, ...options });
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
  return result.outputs.filter((output) => output.kind === 'stdout').map((output) => output.text).join('');
}
