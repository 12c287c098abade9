import { z } from 'zod';

const id = z.number().int().positive();

/**
 * Every kind of job with the payload its handler reads; a job's queue is its kind. `enqueueJob` takes
 * only these kinds with their payload type, and the worker parses each claimed payload with its schema
 * before the handler sees it (a row written by an older version or by hand cannot reach a handler unchecked).
 */
export const jobPayloadSchemas = {
  /** Grade a submission; `rescore` (the ground truth's version) grades an already graded file again. */
  'grade-submission': z.object({ submissionId: id, competitionId: id.optional(), rescore: z.number().int().optional() }),
  /** Run a member's code in the sandbox. */
  'code-run': z.object({ runId: id }),
  /** The local payment provider calls the platform back, as Toss's webhook would. */
  'payment-webhook': z.object({ paymentKey: z.string().min(1) }),
  /** A subscription's period end: renew it or let it expire. */
  'subscription-period-end': z.object({ userId: id, periodEnd: z.iso.datetime({ offset: true }) }),
  /** The mail a few days before a subscription's renewal. */
  'subscription-renewal-notice': z.object({ userId: id, periodEnd: z.iso.datetime({ offset: true }) }),
  /** The mail that invites a prize winner to their competition's winner survey. */
  'winner-survey-mail': z.object({ surveyId: id, userId: id }),
  /** The weekly marketing digest to every member who consented; `sendAt` names the mailing, and its run queues the next week's. */
  'marketing-digest': z.object({ sendAt: z.iso.datetime({ offset: true }) }),
} satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type JobKind = keyof typeof jobPayloadSchemas;
export type JobPayload<Kind extends JobKind> = z.infer<(typeof jobPayloadSchemas)[Kind]>;
