import { z } from 'zod';
import { idSchema, isoDateTimeSchema, textSchema } from './bounds.ts';

/** Kinds of notice; the list shows the kind as a label beside the title. */
export const noticeCategories = ['general', 'competition', 'event', 'update', 'maintenance'] as const;
export const noticeCategorySchema = z.enum(noticeCategories);
export type NoticeCategory = z.infer<typeof noticeCategorySchema>;

/** The FAQ page groups its questions under these headings, in this order. */
export const faqCategories = ['account', 'competition', 'submission', 'team', 'other'] as const;
export const faqCategorySchema = z.enum(faqCategories);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const NOTICE_TITLE_MAX = 200;
export const FAQ_QUESTION_MAX = 300;
/** Markdown bodies are read whole into a page; this keeps one notice or answer a page, not a book. */
export const NOTICE_BODY_MAX = 20_000;
export const FAQ_ANSWER_MAX = 10_000;
/** Notices on one page of the public list. */
export const NOTICE_PAGE_SIZE = 10;

const binary = z.union([z.literal(0), z.literal(1)]);
const id = idSchema;

/** A text in both languages where Korean is required and English may be left empty (Korean shows instead). */
const requiredKo = (max: number) => z.object({ ko: textSchema(max).trim().min(1), en: textSchema(max).trim().default('') });

// ---- Management (host console, admins only) ----

/** The whole notice form, sent whole on create and on edit. */
export const noticeInputSchema = z.object({
  title: requiredKo(NOTICE_TITLE_MAX),
  body: requiredKo(NOTICE_BODY_MAX),
  category: noticeCategorySchema.default('general'),
  pinned: z.boolean().default(false),
  published: z.boolean().default(true),
  /** Until when the notice opens as a popup on the home page (ISO date-time); null: never. */
  popup_until: isoDateTimeSchema.nullable().default(null),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeValues = z.output<typeof noticeInputSchema>;

export const noticePinSchema = z.object({ pinned: z.boolean() });
export const noticePublishSchema = z.object({ published: z.boolean() });

/** The whole FAQ entry form; a new entry goes to the end of its category. */
export const faqInputSchema = z.object({
  category: faqCategorySchema,
  question: requiredKo(FAQ_QUESTION_MAX),
  answer: requiredKo(FAQ_ANSWER_MAX),
  published: z.boolean().default(true),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqValues = z.output<typeof faqInputSchema>;

/** Moves an entry one place up or down among the entries of its category. */
export const faqMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type FaqMove = z.infer<typeof faqMoveSchema>;

export const noticeParamsSchema = z.object({ id });

const bothLanguages = z.object({ ko: z.string(), en: z.string() });

/** A notice as the console edits it: both languages, unpublished ones too. */
export const hostNoticeSchema = z.object({
  id: z.number().int(),
  title: bothLanguages,
  body: bothLanguages,
  category: noticeCategorySchema,
  pinned: z.boolean(),
  published: z.boolean(),
  popup_until: z.string().nullable(),
  view_count: z.number().int(),
  author: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HostNotice = z.infer<typeof hostNoticeSchema>;

export const hostFaqSchema = z.object({
  id: z.number().int(),
  category: faqCategorySchema,
  question: bothLanguages,
  answer: bothLanguages,
  position: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type HostFaq = z.infer<typeof hostFaqSchema>;

// ---- Public reads (spec section 7: /etc/notice_*, /etc/faq_list, /v1/community/getNotice) ----

export const noticeListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const noticeDataQuerySchema = z.object({ nt_id: id });

/** The read count call; `read: 0` asks for nothing to be counted (the spec sends the flag with the id). */
export const noticeReadSchema = z.object({ nt_id: id, read: z.union([z.boolean(), z.coerce.number().int().min(0).max(1)]).default(1) });

/** One row of the public list, in the request's language (the other language when this one is empty). */
export const noticeItemSchema = z.object({
  nt_id: z.number().int(),
  title: z.string(),
  category: noticeCategorySchema,
  is_top: binary,
  view_cnt: z.number().int(),
  c_time: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/**
 * /etc/notice_top: the pinned notices and those opening as a popup now, each saying which; a popup
 * carries a plain-text excerpt so the home page can show it without the markdown renderer.
 */
export const noticeTopItemSchema = noticeItemSchema.extend({
  is_popup: binary,
  popup_until: z.string().nullable(),
  excerpt: z.string(),
});
export type NoticeTopItem = z.infer<typeof noticeTopItemSchema>;

export const noticePageSchema = z.object({
  items: z.array(noticeItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

const neighbourSchema = z.object({ nt_id: z.number().int(), title: z.string() }).nullable();

/** One notice with its markdown body; `prev` is the older neighbour, `next` the newer one. */
export const noticeDetailSchema = noticeItemSchema.extend({
  body: z.string(),
  u_time: z.string(),
  prev: neighbourSchema,
  next: neighbourSchema,
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const faqItemSchema = z.object({
  faq_id: z.number().int(),
  category: faqCategorySchema,
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Notices the spec names by number: its terms notice and its XP guide. */
export const TERMS_NOTICE_ID = 89;
export const XP_GUIDE_NOTICE_ID = 108;
