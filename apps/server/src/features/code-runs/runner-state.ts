import type { RunnerAvailability } from '@madang/runner';
import { CodeRunEvents } from './code-run-events.ts';

/**
 * What the API knows about the runner in this process: whether runs can be taken (decided at start
 * by checkRunner) and the run events. Until the check has run, runs are refused.
 */
export class RunnerState {
  availability: RunnerAvailability = { available: false, sandboxed: false, reason: 'not checked yet' };
  readonly events = new CodeRunEvents();
}
