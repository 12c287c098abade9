import { z } from 'zod';

export const httpErrorLogSchema = z.object({
  url: z.string().max(2000),
  error: z.unknown().optional(),
  config: z.unknown().optional(),
  data: z.unknown().optional(),
  userId: z.union([z.number(), z.string()]).nullish(),
  memo: z.string().max(2000).optional(),
});
export type HttpErrorLog = z.infer<typeof httpErrorLogSchema>;

export const PRESIGNED_DEFAULT_EXPIRES_SECONDS = 60;

export const presignedUrlQuerySchema = z.object({
  objectKey: z.string().min(1).max(500),
  responseType: z.string().max(100).optional(),
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
