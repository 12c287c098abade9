import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';

/** Personal API tokens start with this, so a leaked one is easy to recognise and search for. */
export const API_TOKEN_PREFIX = 'mdg_';
export const API_TOKENS_PER_USER = 5;

export const apiTokenCreateSchema = z.object({
  name: textSchema(40).trim().min(1).default('Python API'),
});

export const apiTokenRefSchema = z.object({ id: idSchema });

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, enough to tell tokens apart. */
  prefix: z.string(),
  scope: z.literal('submission'),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to create and reissue: the only time the token itself is shown. */
export const apiTokenIssuedSchema = z.object({ token: z.string(), item: apiTokenSchema });
export type ApiTokenIssued = z.infer<typeof apiTokenIssuedSchema>;
