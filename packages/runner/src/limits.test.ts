import { describe, expect, it } from 'vitest';
import { resolveLimits, runLimitsSchema } from './limits.ts';

describe('run limits', () => {
  it('default to the issue’s values', () => {
    expect(runLimitsSchema.parse({})).toEqual({
      cpuSeconds: 10,
      wallSeconds: 20,
      memoryBytes: 1024 ** 3,
      processes: 64,
      openFiles: 256,
      outputBytes: 1024 ** 2,
      writtenBytes: 50 * 1024 ** 2,
    });
  });

  it('take the run’s over the runner’s over the defaults', () => {
    const limits = resolveLimits({ cpuSeconds: 5, processes: 8 }, { cpuSeconds: 2 });
    expect(limits).toMatchObject({ cpuSeconds: 2, processes: 8, wallSeconds: 20 });
  });

  it('refuse values no run should have', () => {
    expect(() => resolveLimits(undefined, { cpuSeconds: 0 })).toThrow();
    expect(() => resolveLimits(undefined, { memoryBytes: 1024 })).toThrow();
    expect(() => resolveLimits(undefined, { processes: 1.5 })).toThrow();
  });
});
