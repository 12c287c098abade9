import { probeRunner, type RunnerAvailability } from '@madang/runner';
import type { RunnerConfig } from '../../config.ts';

export interface RunnerChoice {
  availability: RunnerAvailability;
  /** How the runner starts when available. */
  sandbox: 'bwrap' | 'none';
}

/**
 * Decides at start whether this process can run code, and how: inside bubblewrap when it works;
 * without it only when RUNNER_ALLOW_UNSANDBOXED says so (a trusted single-user install), in
 * production as elsewhere. Otherwise the runner is unavailable and the API refuses runs with 503.
 */
export async function checkRunner(config: RunnerConfig): Promise<RunnerChoice> {
  if (!config.enabled) return { availability: { available: false, sandboxed: false, reason: 'turned off by RUNNER_ENABLED=false' }, sandbox: 'bwrap' };
  const sandboxed = await probeRunner({ python: config.python, sandbox: 'bwrap' });
  if (sandboxed.available || !config.allowUnsandboxed) return { availability: sandboxed, sandbox: 'bwrap' };
  return { availability: await probeRunner({ python: config.python, sandbox: 'none' }), sandbox: 'none' };
}

/** The one line `npm start` prints about the runner: what runs, or what to install. */
export function describeRunner(choice: RunnerChoice, config: RunnerConfig): string {
  const { availability } = choice;
  if (availability.available) {
    return availability.sandboxed
      ? `Code runner ready: ${config.python} in bubblewrap, ${config.slots} at a time`
      : `Code runner ready WITHOUT a sandbox (RUNNER_ALLOW_UNSANDBOXED=true): ${config.python}, ${config.slots} at a time`;
  }
  if (!config.enabled) return 'Code runner off (RUNNER_ENABLED=false): learners cannot run code';
  const install = availability.install ? `; to install: ${availability.install}` : '';
  return `Code runner unavailable: ${availability.reason ?? 'unknown reason'}${install} (the platform runs on without it)`;
}
