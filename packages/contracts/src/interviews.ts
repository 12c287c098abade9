import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { imageUrlSchema } from './competitions.ts';

export const INTERVIEW_TITLE_MAX = 200;
export const INTERVIEW_SUMMARY_MAX = 500;
export const INTERVIEW_BODY_MAX = 30_000;
export const INTERVIEW_WINNERS_MAX = 200;
/** Interviews on one page of the public list. */
export const INTERVIEW_PAGE_SIZE = 9;

const id = idSchema;
/** Korean is required; English may be left empty (Korean shows instead). */
const requiredKo = (max: number) => z.object({ ko: textSchema(max).trim().min(1), en: textSchema(max).trim().default('') });
const bothLanguages = z.object({ ko: z.string(), en: z.string() });

// ---- Management (host console, admins only) ----

/** The whole interview form, sent whole on create and on edit. */
export const interviewInputSchema = z.object({
  competition_id: id.nullable().default(null),
  title: requiredKo(INTERVIEW_TITLE_MAX),
  summary: requiredKo(INTERVIEW_SUMMARY_MAX),
  body: requiredKo(INTERVIEW_BODY_MAX),
  winners: textSchema(INTERVIEW_WINNERS_MAX).trim().min(1),
  cover_image_url: imageUrlSchema.nullable().default(null),
  published: z.boolean().default(true),
});
export type InterviewInput = z.input<typeof interviewInputSchema>;
export type InterviewValues = z.output<typeof interviewInputSchema>;

export const interviewParamsSchema = z.object({ id });

/** An interview as the console edits it: both languages, unpublished ones too. */
export const hostInterviewSchema = z.object({
  id: z.number().int(),
  competition_id: z.number().int().nullable(),
  competition_title: z.string().nullable(),
  title: bothLanguages,
  summary: bothLanguages,
  body: bothLanguages,
  winners: z.string(),
  cover_image_url: z.string().nullable(),
  published: z.boolean(),
  view_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HostInterview = z.infer<typeof hostInterviewSchema>;

// ---- Public reads (spec section 7: /etc/winner_list, /etc/winner_data) ----

export const winnerListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const winnerDataQuerySchema = z.object({ win_id: id });
/** The read count call; `read: 0` asks for nothing to be counted. */
export const winnerReadSchema = z.object({ win_id: id, read: z.union([z.boolean(), z.coerce.number().int().min(0).max(1)]).default(1) });

/** The competition an interview tells about, with what a link to it needs. */
const interviewCompetitionSchema = z.object({ cpt_id: z.number().int(), title: z.string(), host: z.enum(['official', 'open']), slug: z.string() }).nullable();

/** One card of the public list, in the request's language (the other language when this one is empty). */
export const winnerItemSchema = z.object({
  win_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  winners: z.string(),
  competition: interviewCompetitionSchema,
  cover_image_url: z.string().nullable(),
  view_cnt: z.number().int(),
  c_time: z.string(),
});
export type WinnerItem = z.infer<typeof winnerItemSchema>;

export const winnerPageSchema = z.object({
  items: z.array(winnerItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type WinnerPage = z.infer<typeof winnerPageSchema>;

const neighbourSchema = z.object({ win_id: z.number().int(), title: z.string() }).nullable();

/** One interview with its markdown body; `prev` is the older neighbour, `next` the newer one. */
export const winnerDetailSchema = winnerItemSchema.extend({
  body: z.string(),
  prev: neighbourSchema,
  next: neighbourSchema,
});
export type WinnerDetail = z.infer<typeof winnerDetailSchema>;
