import { z } from 'zod';

/** The legacy success envelope: `status: 1` means success, as the spec's user fetch expects. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), message: z.string(), data });
/** A success body as `okEnvelope(schema)` parses it. */
export type OkEnvelope<T> = z.infer<ReturnType<typeof okEnvelope<z.ZodType<T>>>>;

export const fieldIssueSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  detail: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every failure has this shape: `message` is the spec's message key, `detail` is its text in the request's language. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  detail: z.string(),
  fields: z.array(fieldIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
