import { z } from 'zod';

/** The most code one run takes, in UTF-8 bytes (the database holds the same bound). */
export const CODE_RUN_MAX_BYTES = 100_000;

export const codeRunCreateRequestSchema = z.object({
  code: z
    .string()
    .min(1)
    .refine((code) => new TextEncoder().encode(code).length <= CODE_RUN_MAX_BYTES, { message: 'validation.code_too_large' })
    .refine((code) => !code.includes('\u0000'), { message: 'validation.code_has_nul' }),
});
export type CodeRunCreateRequest = z.infer<typeof codeRunCreateRequestSchema>;

export const codeRunIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** queued → running → done, or cancelled by the member, or interrupted when its worker died mid-run (never re-run). */
export const codeRunStatuses = ['queued', 'running', 'done', 'cancelled', 'interrupted'] as const;
export const codeRunStatusSchema = z.enum(codeRunStatuses);
export type CodeRunStatus = z.infer<typeof codeRunStatusSchema>;

/** How the code itself ended, as the runner reports it. */
export const runResultStatusSchema = z.enum(['ok', 'error', 'timeout', 'cpu_limit', 'memory_limit', 'output_limit', 'crashed', 'cancelled']);

/** One thing the code showed, in order. Text is shown as text; `html` (a table) only through a sanitizer; `png` a figure. */
export const runOutputSchema = z.object({
  kind: z.enum(['stdout', 'stderr', 'value', 'table', 'figure']),
  text: z.string().optional(),
  html: z.string().optional(),
  png: z.string().optional(),
});

export const runResultSchema = z.object({
  status: runResultStatusSchema,
  outputs: z.array(runOutputSchema),
  truncated: z.boolean(),
  error: z.object({ type: z.string(), message: z.string(), traceback: z.string() }).nullable(),
  check: z.object({ passed: z.boolean(), message: z.string() }).nullable(),
  cpu_ms: z.number(),
  wall_ms: z.number(),
});

export const codeRunSchema = z.object({
  id: z.number().int(),
  status: codeRunStatusSchema,
  /** Runs of all members waiting ahead of this one (0 = next), while queued. */
  queue_position: z.number().int().nullable(),
  result: runResultSchema.nullable(),
  /** Why the run stopped short (time limit, memory limit, output cut, cancelled, interrupted), in the request's language. */
  notice: z.object({ key: z.string(), detail: z.string() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type CodeRun = z.infer<typeof codeRunSchema>;

export const runnerAvailabilitySchema = z.object({
  available: z.boolean(),
  sandboxed: z.boolean(),
  /** Why the runner is off, in the request's language. */
  detail: z.string().nullable(),
});
export type RunnerAvailabilityView = z.infer<typeof runnerAvailabilitySchema>;
