import { getPriority } from 'node:os';

/** Jobs for the worker pool's own tests: each way a job can end. */
export type TestJob = { kind: 'echo'; value: number } | { kind: 'throw' } | { kind: 'exit' } | { kind: 'spin' } | { kind: 'priority' };

export function runTestJob(job: TestJob): number {
  switch (job.kind) {
    case 'echo':
      return job.value;
    case 'throw':
      throw new Error('job failed');
    case 'exit':
      // Ends the worker thread mid-job, as a native crash would.
      return process.exit(3);
    case 'spin':
      for (;;);
    case 'priority':
      return getPriority(0);
  }
}
