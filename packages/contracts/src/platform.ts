import { z } from 'zod';
import { int4Schema, jsonbSchema, textSchema } from './bounds.ts';

export const httpErrorLogSchema = z.object({
  url: textSchema(2000),
  error: jsonbSchema(8_000).optional(),
  config: jsonbSchema(8_000).optional(),
  data: jsonbSchema(8_000).optional(),
  userId: z.union([int4Schema(), textSchema(100)]).nullish(),
  memo: textSchema(2000).optional(),
});
export type HttpErrorLog = z.infer<typeof httpErrorLogSchema>;

export const PRESIGNED_DEFAULT_EXPIRES_SECONDS = 60;

export const presignedUrlQuerySchema = z.object({
  objectKey: textSchema(500).min(1),
  responseType: textSchema(100).optional(),
  expiresIn: z.coerce.number().int().min(1).max(3600).default(PRESIGNED_DEFAULT_EXPIRES_SECONDS),
});

/** Static documents served through signed links: terms, privacy, marketing consent (version 23.3.29). */
export const TERMS_VERSION = '23.3.29';
export const policyDocumentKeys = {
  terms: { ko: `policy/terms-${TERMS_VERSION}.ko.md`, en: `policy/terms-${TERMS_VERSION}.en.md` },
  privacy: { ko: 'policy/privacy.ko.md', en: 'policy/privacy.en.md' },
  marketing: { ko: 'policy/marketing.ko.md', en: 'policy/marketing.en.md' },
} as const;
export type PolicyDocument = keyof typeof policyDocumentKeys;
