import { z } from 'zod';

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** A run's limits; each has the default and can be set per run or per runner. */
export const runLimitsSchema = z.object({
  cpuSeconds: z.number().int().min(1).max(600).default(10),
  wallSeconds: z.number().int().min(1).max(1200).default(20),
  memoryBytes: z
    .number()
    .int()
    .min(16 * MIB)
    .max(64 * GIB)
    .default(GIB),
  processes: z.number().int().min(1).max(4096).default(64),
  openFiles: z.number().int().min(16).max(65536).default(256),
  outputBytes: z
    .number()
    .int()
    .min(1024)
    .max(256 * MIB)
    .default(MIB),
  writtenBytes: z
    .number()
    .int()
    .min(0)
    .max(16 * GIB)
    .default(50 * MIB),
});

export type RunLimits = z.infer<typeof runLimitsSchema>;

/** The runner's own limits over the defaults, then the run's over those. */
export function resolveLimits(runnerLimits?: Partial<RunLimits>, runLimits?: Partial<RunLimits>): RunLimits {
  return runLimitsSchema.parse({ ...runnerLimits, ...runLimits });
}
