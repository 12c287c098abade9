import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { competitionRefSchema } from './competitions.ts';
import { TALK_BODY_MAX, TALK_TITLE_MAX } from './talkboard-limits.ts';
import { CONTENT_REQUIRED, talkAuthorSchema } from './talkboard.ts';

export const SUPPORT_PAGE_SIZE = 20;

/**
 * Which questions of a competition's support board a list shows: `ours` the member's and their team's, `faq`
 * the ones the host made public, `all` every question (the competition's hosts and admins only).
 */
export const supportViews = ['ours', 'faq', 'all'] as const;
export type SupportView = (typeof supportViews)[number];

export const supportListQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  /** Without it: every question for a host, the member's side for a member, the FAQ for a visitor. */
  view: z.enum(supportViews).optional(),
  /** Only the questions no host has answered yet. */
  unanswered: z.enum(['0', '1']).default('0'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

export const spIdQuerySchema = z.object({ sp_id: idSchema });

const supportFields = {
  title: textSchema(TALK_TITLE_MAX).trim().min(1),
  content: textSchema(TALK_BODY_MAX).trim().min(1, CONTENT_REQUIRED),
};
/** POST /v1/support: a member's new question to the competition's hosts. */
export const supportCreateSchema = z.object({ cpt_id: competitionRefSchema, ...supportFields });
export type SupportCreate = z.infer<typeof supportCreateSchema>;
/** PUT /v1/support: the asker's edit, until a host has answered. */
export const supportUpdateSchema = z.object({ sp_id: idSchema, ...supportFields });
export type SupportUpdate = z.infer<typeof supportUpdateSchema>;
/** POST /v1/support/faq: a host makes an answered question one of the competition's FAQ, or takes it back. */
export const supportFaqSchema = z.object({ sp_id: idSchema, faq: z.boolean() });

export const supportItemSchema = z.object({
  sp_id: z.number().int(),
  cpt_id: z.number().int(),
  title: z.string(),
  author: talkAuthorSchema,
  answered: z.boolean(),
  is_faq: z.boolean(),
  comment_count: z.number().int(),
  c_time: z.string(),
});
export type SupportItem = z.infer<typeof supportItemSchema>;

export const supportPageSchema = z.object({
  view: z.enum(supportViews),
  /** The viewer manages the competition: the `all` view is theirs. */
  is_host: z.boolean(),
  items: z.array(supportItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type SupportPage = z.infer<typeof supportPageSchema>;

export const supportDetailSchema = supportItemSchema.extend({
  content: z.string(),
  u_time: z.string(),
  is_mine: z.boolean(),
  /** The asker edits until the first answer. */
  can_edit: z.boolean(),
  /** The viewer manages the competition: answers and publishes as FAQ. */
  is_host: z.boolean(),
  /** The viewer is the asker, on the asker's team or a host: they write under the question. */
  can_write: z.boolean(),
});
export type SupportDetail = z.infer<typeof supportDetailSchema>;
