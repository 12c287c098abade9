import { z } from 'zod';
import { idSchema, INT4_MAX, textSchema } from './bounds.ts';
import { talkReportReasonSchema } from './talkboard.ts';

export const CODE_TITLE_MAX = 120;
export const CODE_BODY_MAX = 50_000;
export const CODE_TAG_MAX = 20;
export const CODE_TAGS_MAX = 5;
export const CODE_PAGE_SIZE = 12;
export const CODE_REASON_MAX = 500;
/** A notebook upload's limit: big enough for a notebook with plots, small enough to render at once. */
export const NOTEBOOK_MAX_BYTES = 10 * 1024 * 1024;

export const codeCategories = ['eda', 'preprocessing', 'modeling', 'visualization', 'baseline', 'tutorial', 'other'] as const;
export const codeCategorySchema = z.enum(codeCategories);
export type CodeCategory = z.infer<typeof codeCategorySchema>;

export const CODE_SORTS = ['recent', 'popular', 'views', 'comments'] as const;
export const CODE_RANGES = ['all', 'week', 'month', 'year'] as const;

const id = idSchema;
/** A board: a competition's number, or 0 (the spec also uses 1) for the site-wide code share. */
const boardId = z.coerce.number().int().min(0).max(INT4_MAX);

const listFilters = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  data_type: z.enum(CODE_SORTS).default('recent'),
  keyword: textSchema(100).trim().optional(),
  search: z.enum(['all', 'title', 'content', 'tag']).default('all'),
  range: z.enum(CODE_RANGES).default('all'),
  /** A category, or `all`. */
  type: z.union([codeCategorySchema, z.literal('all')]).default('all'),
  personal_type: z.enum(['all', 'mine']).default('all'),
};

/**
 * GET /codeshare/list/from-community: every post a visitor may read, site-wide and on public competitions;
 * `boardId` narrows to one board (0: site-wide posts only).
 */
export const codeCommunityListQuerySchema = z.object({ ...listFilters, boardId: boardId.optional() });
export type CodeCommunityListQuery = z.infer<typeof codeCommunityListQuerySchema>;

/** GET /codeshare/list/v1: one board (a competition's code tab, or 0 for site-wide posts). */
export const codeBoardListQuerySchema = z.object({ ...listFilters, cpt_id: boardId.default(0) });
export type CodeBoardListQuery = z.infer<typeof codeBoardListQuerySchema>;

export type CodeListFilters = Omit<CodeCommunityListQuery, 'boardId'>;

export const csIdQuerySchema = z.object({ cs_id: id });
export const csIdBodySchema = z.object({ cs_id: id });
/** GET /codeshare/v2/detail: a version number reads an older version of the content. */
export const codeDetailQuerySchema = z.object({ cs_id: id, version: z.coerce.number().int().min(1).max(100_000).optional() });
/** POST /codeshare: one view; `read` also records that the viewer read the post to its end. */
export const codeViewBodySchema = z.object({ cs_id: id, read: z.union([z.boolean(), z.coerce.number().int().min(0).max(1)]).optional() });
export const codeTailQuerySchema = z.object({ cs_id: id, cpt_id: boardId.optional() });
export const codeTopQuerySchema = z.object({ cpt_id: boardId.default(0), data_type: z.enum(CODE_SORTS).default('recent') });
/** GET /codeshare/popular/tag: `type` is `all`, `community` (site-wide posts) or a competition's number. */
export const codePopularTagQuerySchema = z.object({ type: z.union([z.enum(['all', 'community']), boardId]).default('all') });
export const codeCategoryParamsSchema = z.object({ cptId: boardId });
export const codeDownloadQuerySchema = z.object({ cs_id: id, version: z.coerce.number().int().min(1).max(100_000).optional() });
export const adjacentCodeQuerySchema = z.object({ postId: id, boardId: boardId.optional() });

const tagSchema = textSchema(CODE_TAG_MAX)
  .trim()
  .min(1)
  .regex(/^[^\s,#<>]+$/u, 'validation.invalid_value');

/** Tags arrive as a list or, from a multipart form, as one comma-separated field. */
export const codeTagsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean)
      : value,
  z.array(tagSchema).max(CODE_TAGS_MAX),
);

/** The text fields of POST and PUT /codeshare/v2/ipynb (a multipart form; the notebook is its `file` part). */
export const codePostFields = {
  title: textSchema(CODE_TITLE_MAX).trim().min(1),
  category: codeCategorySchema.default('other'),
  tags: codeTagsSchema.default([]),
  content: textSchema(CODE_BODY_MAX).trim().default(''),
};
export const codePostCreateSchema = z.object({ cpt_id: boardId.default(0), ...codePostFields });
export type CodePostCreate = z.infer<typeof codePostCreateSchema>;
/** The author's edit: a new notebook or changed text makes a new version; `remove_notebook` drops the notebook. */
export const codePostUpdateSchema = z.object({
  cs_id: id,
  ...codePostFields,
  remove_notebook: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')]).default(false),
});
export type CodePostUpdate = z.infer<typeof codePostUpdateSchema>;
export type CodePostInput = Omit<CodePostCreate, 'cpt_id'>;

export const codeReportCreateSchema = z.object({
  cs_id: id,
  reply_id: id.optional(),
  reason: talkReportReasonSchema,
  text: textSchema(CODE_REASON_MAX).trim().default(''),
});
export type CodeReportCreate = z.infer<typeof codeReportCreateSchema>;

const authorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const codePostItemSchema = z.object({
  cs_id: z.number().int(),
  cpt_id: z.number().int(),
  /** The competition's title in the request's language; null for site-wide posts. */
  board_title: z.string().nullable(),
  is_official: z.boolean(),
  category: codeCategorySchema,
  title: z.string(),
  tags: z.array(z.string()),
  excerpt: z.string(),
  has_notebook: z.boolean(),
  author: authorSchema,
  view_count: z.number().int(),
  vote_count: z.number().int(),
  comment_count: z.number().int(),
  hidden: z.boolean(),
  c_time: z.string(),
});
export type CodePostItem = z.infer<typeof codePostItemSchema>;

export const codePostPageSchema = z.object({
  items: z.array(codePostItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type CodePostPage = z.infer<typeof codePostPageSchema>;

export const codeNotebookSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  language: z.string().nullable(),
  /** The notebook rendered by the server: sanitized, never run. */
  html: z.string(),
});
export type CodeNotebook = z.infer<typeof codeNotebookSchema>;

export const codePostDetailSchema = codePostItemSchema.omit({ excerpt: true }).extend({
  content: z.string(),
  notebook: codeNotebookSchema.nullable(),
  version: z.number().int(),
  current_version: z.number().int(),
  versions: z.array(z.object({ version: z.number().int(), c_time: z.string(), has_notebook: z.boolean() })),
  share_count: z.number().int(),
  u_time: z.string(),
  hidden_reason: z.string().nullable(),
  voted: z.boolean(),
  bookmarked: z.boolean(),
  /** Whether the viewer has read the post to its end, which a like needs (spec section 5). */
  read: z.boolean(),
  is_mine: z.boolean(),
  can_moderate: z.boolean(),
});
export type CodePostDetail = z.infer<typeof codePostDetailSchema>;

export const codeVoteResultSchema = z.object({ voted: z.boolean(), vote_count: z.number().int() });
export type CodeVoteResult = z.infer<typeof codeVoteResultSchema>;

export const codeCategoryCountSchema = z.object({ category: codeCategorySchema, count: z.number().int() });
export type CodeCategoryCount = z.infer<typeof codeCategoryCountSchema>;
export const codeTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type CodeTagCount = z.infer<typeof codeTagCountSchema>;

export const codeAdjacentSchema = z.object({
  prev: z.object({ cs_id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ cs_id: z.number().int(), title: z.string() }).nullable(),
});
export type CodeAdjacent = z.infer<typeof codeAdjacentSchema>;

/** The page of a code post below the language prefix: site-wide, or its competition's code tab. */
export function codePostPath(postId: number, board: { id: number; isOfficial: boolean } | null): string {
  if (!board) return `/codeshare/${postId}`;
  return `/competitions/${board.isOfficial ? 'official' : 'open'}/${board.id}/codeshare/${postId}`;
}
