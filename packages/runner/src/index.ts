export { runLimitsSchema, type RunLimits } from './limits.ts';
export type { RunFile, RunCheck, RunRequest, RunStatus, RunOutput, CheckResult, RunResult, RunnerAvailability } from './types.ts';
export { Runner, type RunnerOptions } from './runner.ts';
export { probeRunner } from './probe-runner.ts';
