import { z } from 'zod';
import { dayStringSchema, textSchema } from './bounds.ts';

/** The site's own pages whose prose admins edit in the console; each page keeps its structure and live data around it. */
export const sitePageKeys = ['about', 'join', 'inspire', 'sponsorship', 'recruit'] as const;
export const sitePageKeySchema = z.enum(sitePageKeys);
export type SitePageKey = z.infer<typeof sitePageKeySchema>;

/** The policy documents, each kept in dated versions: publishing a new one leaves the earlier ones readable. */
export const policyDocuments = ['terms', 'privacy', 'marketing'] as const;
export const policyDocumentSchema = z.enum(policyDocuments);

export const SITE_PAGE_TITLE_MAX = 200;
/** A page or a policy is read whole into one screen; this keeps it a document, not a book. */
export const SITE_PAGE_BODY_MAX = 50_000;
export const POLICY_VERSION_MAX = 20;

const title = z.object({ ko: textSchema(SITE_PAGE_TITLE_MAX).trim().min(1), en: textSchema(SITE_PAGE_TITLE_MAX).trim().default('') });

/** A site page's form, sent whole. An empty body is allowed: the recruit page then says there are no open positions. */
export const sitePageInputSchema = z.object({
  title,
  body: z.object({ ko: textSchema(SITE_PAGE_BODY_MAX).trim().default(''), en: textSchema(SITE_PAGE_BODY_MAX).trim().default('') }),
});
export type SitePageInput = z.input<typeof sitePageInputSchema>;
export type SitePageValues = z.output<typeof sitePageInputSchema>;

/** A new policy version: its label (as a member's consent records it), the day it takes effect and its text. */
export const policyVersionInputSchema = z.object({
  version: textSchema(POLICY_VERSION_MAX)
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, { message: 'validation.policy_version_format' }),
  effective_on: dayStringSchema,
  body: z.object({ ko: textSchema(SITE_PAGE_BODY_MAX).trim().min(1), en: textSchema(SITE_PAGE_BODY_MAX).trim().default('') }),
});
export type PolicyVersionInput = z.input<typeof policyVersionInputSchema>;
export type PolicyVersionValues = z.output<typeof policyVersionInputSchema>;

export const sitePageParamsSchema = z.object({ key: sitePageKeySchema });
export const policyParamsSchema = z.object({ document: policyDocumentSchema });
export const policyQuerySchema = z.object({ version: textSchema(POLICY_VERSION_MAX).min(1).optional() });

/** /etc/etc_data: a page by its number or its key; the policy documents answer by key with their current version. */
export const etcDataQuerySchema = z.object({ etc_id: textSchema(40).trim().min(1) });

/** A page or a policy in the viewer's language (the other one when an admin left it empty). */
export const etcDataSchema = z.object({
  etc_id: z.number().int(),
  key: z.string(),
  title: z.string(),
  body: z.string(),
  u_time: z.string(),
});
export type EtcData = z.infer<typeof etcDataSchema>;

export const policyVersionItemSchema = z.object({ version: z.string(), effective_on: z.string() });
export type PolicyVersionItem = z.infer<typeof policyVersionItemSchema>;

/** One version of a policy and every version's label; `current` names the one in effect today. */
export const policyViewSchema = z.object({
  document: policyDocumentSchema,
  version: z.string(),
  effective_on: z.string(),
  body: z.string(),
  current: z.string(),
  versions: z.array(policyVersionItemSchema),
});
export type PolicyView = z.infer<typeof policyViewSchema>;

const bothLanguages = z.object({ ko: z.string(), en: z.string() });

/** The console's view of a page: both languages as written. */
export const hostSitePageSchema = z.object({ id: z.number().int(), key: sitePageKeySchema, title: bothLanguages, body: bothLanguages, updated_at: z.string() });
export type HostSitePage = z.infer<typeof hostSitePageSchema>;

export const hostPolicyVersionSchema = policyVersionItemSchema.extend({ body: bothLanguages, created_at: z.string() });
export type HostPolicyVersion = z.infer<typeof hostPolicyVersionSchema>;
