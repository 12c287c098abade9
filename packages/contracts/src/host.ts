import { z } from 'zod';
import { dateSchema, idSchema, textSchema } from './bounds.ts';
import { roleSchema } from './accounts.ts';
import { competitionCreateSchema, competitionPhaseSchema, competitionStatusSchema, localizedTextSchema } from './competitions.ts';

/**
 * The whole edit form, sent as a whole: everything of the create form but the slug, which links point
 * to and so never changes. The close is an action of its own, so a form cannot set `closed`.
 */
export const competitionUpdateSchema = competitionCreateSchema.omit({ slug: true }).extend({ status: z.enum(['active', 'practice']).default('active') });
export type CompetitionUpdate = z.input<typeof competitionUpdateSchema>;

export const hostCompetitionParamsSchema = z.object({ id: idSchema });

export const extendDeadlineSchema = z.object({ ends_at: dateSchema });

export const disqualifySchema = z.object({ reason: textSchema(500).trim().min(1) });

export const hostBoardExportQuerySchema = z.object({ board: z.enum(['public', 'private']).default('private') });

export const grantRoleSchema = z.object({ email: textSchema(254).trim().email(), role: z.enum(['member', 'host', 'educator']) });

/** The ground truth form: the metric and its options are chosen with the file, and are checked with it. */
export const groundTruthFieldsSchema = z.object({
  metric: textSchema(50).min(1).optional(),
  metric_options: z.record(textSchema(100), textSchema(1000)).optional(),
  /** The column holding Public or Private; `Usage` by default. */
  split_column: textSchema(100).trim().min(1).optional(),
});

/** One row of the console's competition list. */
export const hostCompetitionItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: localizedTextSchema,
  status: competitionStatusSchema,
  phase: competitionPhaseSchema,
  published: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  team_count: z.number().int(),
  submission_count: z.number().int(),
});
export type HostCompetitionItem = z.infer<typeof hostCompetitionItemSchema>;

/** What the console's checks found: a draft is publishable when `problems` is empty. */
export const setupCheckSchema = z.object({
  data_files: z.array(z.object({ id: z.number().int(), name: z.string(), size_bytes: z.number().int(), is_sample: z.boolean() })),
  truth: z.object({ rows: z.number().int(), header: z.array(z.string()), version: z.number().int(), updated_at: z.string() }).nullable(),
  sample_score: z.object({ public: z.number().nullable(), private: z.number().nullable() }).nullable(),
  problems: z.array(z.object({ key: z.string(), detail: z.string() })),
});
export type SetupCheck = z.infer<typeof setupCheckSchema>;

export const rescoreProgressSchema = z.object({
  truth_version: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  running: z.boolean(),
});
export type RescoreProgress = z.infer<typeof rescoreProgressSchema>;

/**
 * E-mails pasted into the invite list: one or many, split on commas, semicolons, spaces or new lines,
 * compared without case. Duplicates count once.
 */
export const inviteesAddSchema = z.object({ emails: textSchema(20_000) });

export const inviteeSchema = z.object({ user_id: z.number().int(), name: z.string(), email: z.string() });
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteesAddResultSchema = z.object({ added: z.number().int(), already: z.number().int(), invitees: z.array(inviteeSchema) });
export type InviteesAddResult = z.infer<typeof inviteesAddResultSchema>;

/** Splits a pasted list of e-mails into distinct, lower-cased addresses, in the order first seen. */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim().replace(/^<|>$/g, '').toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}

/** Sponsor logos and cover images the host uploads: public images, checked by their bytes. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['png', 'jpeg', 'webp'] as const;
export const uploadedImageSchema = z.object({ url: z.string(), type: z.enum(IMAGE_TYPES), size_bytes: z.number().int() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const adminUserQuerySchema = z.object({ email: textSchema(254).trim().email() });
export const adminUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: roleSchema });
export type AdminUser = z.infer<typeof adminUserSchema>;
