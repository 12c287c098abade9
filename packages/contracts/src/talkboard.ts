import { z } from 'zod';
import { idSchema, INT4_MAX, int4QuerySchema, textSchema } from './bounds.ts';
import { isPlatformVideo } from './editor-uploads.ts';
import {
  CONTENT_REQUIRED,
  communityTalkTabs,
  TALK_BODY_MAX,
  TALK_COMMENT_MAX,
  TALK_REASON_MAX,
  TALK_SORTS,
  TALK_TITLE_MAX,
  reportStates,
  talkCategories,
  talkReportReasons,
} from './talkboard-limits.ts';

export * from './talkboard-limits.ts';

export const talkCategorySchema = z.enum(talkCategories);
export type TalkCategory = z.infer<typeof talkCategorySchema>;

export const talkReportReasonSchema = z.enum(talkReportReasons);
export type TalkReportReason = z.infer<typeof talkReportReasonSchema>;

const id = idSchema;
/** A board: a competition's number, or 0 (the spec also uses 1) for the site forum. */
const boardId = z.coerce.number().int().min(0).max(INT4_MAX);

/** GET /talkboard/v3/list (spec section 7): `data_type` is the sort, `keyword` the search words. */
export const talkListQuerySchema = z.object({
  cpt_id: boardId.default(0),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  data_type: z.enum(TALK_SORTS).default('recent'),
  keyword: textSchema(100).trim().optional(),
  search: z.enum(['all', 'title', 'content']).default('all'),
  category: talkCategorySchema.optional(),
  personal_type: z.enum(['all', 'mine']).default('all'),
  /** A community tab: its category of the forum, or (`competition`) the talk of every public competition; cpt_id and category are then ignored. */
  tab: z.enum(communityTalkTabs).optional(),
});
export type TalkListQuery = z.infer<typeof talkListQuerySchema>;

/** GET /talkboard/list/v1: the same list, the board named by board_id. */
export const talkListV1QuerySchema = talkListQuerySchema.omit({ cpt_id: true }).extend({ board_id: boardId.default(0) });

/** GET /talkboard/tail: other posts of a post's board, shown under it. */
export const talkTailQuerySchema = z.object({ tb_id: id, cpt_id: boardId.optional() });

/**
 * GET /talkboard/top: the latest posts of a board (the community index), named by cpt_id or board_id.
 * The call carries version 2 (spec section 9); another version is refused.
 */
export const talkTopQuerySchema = z.object({
  cpt_id: boardId.optional(),
  board_id: boardId.optional(),
  version: z.coerce.number().pipe(z.literal(2)).optional(),
});

export const tbIdQuerySchema = z.object({ tb_id: id, version: int4QuerySchema().optional() });
export const tbIdBodySchema = z.object({ tb_id: id });

export const talkPostFields = {
  title: textSchema(TALK_TITLE_MAX).trim().min(1),
  content: textSchema(TALK_BODY_MAX).trim().min(1, CONTENT_REQUIRED),
  category: talkCategorySchema.default('general'),
  video_url: z
    .string()
    .trim()
    .max(500)
    // An address elsewhere (YouTube, Vimeo) or a file uploaded through POST /talkboard/upload-video.
    .refine((url) => /^https:\/\/\S+$/.test(url) || isPlatformVideo(url), 'validation.invalid_type')
    .nullable()
    .optional(),
  /** A looking-for-team post's competition (forum posts only). */
  subject_cpt_id: id.nullable().optional(),
  /** A learning question's learning project (forum posts only). */
  subject_edu_id: id.nullable().optional(),
};
/** POST /talkboard/v3: a new post on a competition's board (cpt_id) or the forum (0). */
export const talkPostCreateSchema = z.object({ cpt_id: boardId.default(0), ...talkPostFields });
export type TalkPostCreate = z.infer<typeof talkPostCreateSchema>;
/** PUT /talkboard/v3: the author's edit. */
export const talkPostUpdateSchema = z.object({ tb_id: id, ...talkPostFields });
export type TalkPostUpdate = z.infer<typeof talkPostUpdateSchema>;

/** GET /v1/community/getAdjacentTalkPosts: tbType narrows to one category. */
export const adjacentTalkQuerySchema = z.object({ tbId: id, tbType: talkCategorySchema.optional() });

const commentContent = textSchema(TALK_COMMENT_MAX).trim().min(1, CONTENT_REQUIRED);
/** The spec's reply object: type (`tb` a talk post, `cs` a code post, `sp` a support question), content_id (the post), reply_id (a comment). */
const replyType = z.enum(['tb', 'cs', 'sp']);
export const replyListQuerySchema = z.object({ type: replyType, content_id: id });
export const replyCreateSchema = z.object({ type: replyType, content_id: id, content: commentContent });
export const nestedReplyCreateSchema = replyCreateSchema.extend({ reply_id: id });
/** Which comment a change or a deletion is about: the PUT's query and the delete's body. */
export const replyTargetSchema = z.object({ type: replyType, content_id: id, reply_id: id });
export const replyUpdateBodySchema = z.object({ content: commentContent });

/** A member's report of a post, or of one of its comments when reply_id is given. */
export const talkReportCreateSchema = z.object({
  tb_id: id,
  reply_id: id.optional(),
  reason: talkReportReasonSchema,
  text: textSchema(TALK_REASON_MAX).trim().default(''),
});
export type TalkReportCreate = z.infer<typeof talkReportCreateSchema>;

export const talkAuthorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What a viewer sees of a moderator's hide: the reason only for the author and moderators. */
export const talkHiddenSchema = z.object({ hidden: z.boolean(), hidden_reason: z.string().nullable() });

/** What a forum post is about: a competition (with what its team page's address needs) or a learning project; titles in the request's language. */
export const talkSubjectSchema = z.object({
  cpt: z.object({ id: z.number().int(), title: z.string(), host: z.enum(['official', 'open']), slug: z.string() }).nullable(),
  edu: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TalkSubject = z.infer<typeof talkSubjectSchema>;

export const talkPostItemSchema = z.object({
  tb_id: z.number().int(),
  cpt_id: z.number().int(),
  tbType: talkCategorySchema,
  title: z.string(),
  excerpt: z.string(),
  author: talkAuthorSchema,
  view_count: z.number().int(),
  vote_count: z.number().int(),
  comment_count: z.number().int(),
  hidden: z.boolean(),
  c_time: z.string(),
  subject: talkSubjectSchema,
});
export type TalkPostItem = z.infer<typeof talkPostItemSchema>;

export const talkPostPageSchema = z.object({
  items: z.array(talkPostItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type TalkPostPage = z.infer<typeof talkPostPageSchema>;

export const talkPostDetailSchema = talkPostItemSchema.omit({ excerpt: true }).extend({
  content: z.string(),
  video_url: z.string().nullable(),
  share_count: z.number().int(),
  u_time: z.string(),
  hidden_reason: z.string().nullable(),
  voted: z.boolean(),
  bookmarked: z.boolean(),
  is_mine: z.boolean(),
  /** Its author, and every admin on the fixed inquiry posts. */
  can_edit: z.boolean(),
  can_moderate: z.boolean(),
});
export type TalkPostDetail = z.infer<typeof talkPostDetailSchema>;

export const talkCommentSchema = z.object({
  reply_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author: talkAuthorSchema,
  /** Null when a moderator hid it (for everyone but its author and moderators) or its author deleted it. */
  content: z.string().nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  deleted: z.boolean(),
  is_mine: z.boolean(),
  c_time: z.string(),
  edited: z.boolean(),
  /** On a support question: written by one of the competition's hosts, so it answers the question. */
  host_answer: z.boolean(),
});
export type TalkComment = z.infer<typeof talkCommentSchema>;

export const talkAdjacentSchema = z.object({
  prev: z.object({ tb_id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ tb_id: z.number().int(), title: z.string() }).nullable(),
});
export type TalkAdjacent = z.infer<typeof talkAdjacentSchema>;

/** GET /v1/community/getTabNewPostCount: each talk tab's posts since the viewer last opened it (docs/architecture.md, "Community tabs"). */
export const tabNewPostCountSchema = z.object({ tabs: z.record(z.enum(communityTalkTabs), z.number().int()) });
export type TabNewPostCount = z.infer<typeof tabNewPostCountSchema>;
/** POST /v1/community/tabVisit: a member opened a tab. */
export const tabVisitBodySchema = z.object({ tab: z.enum(communityTalkTabs) });

/** GET /main/community_list (version 3): the week's most liked talk and code. */
export const communityListQuerySchema = z.object({ version: int4QuerySchema().optional() });

export const talkVoteResultSchema = z.object({ voted: z.boolean(), vote_count: z.number().int() });
export type TalkVoteResult = z.infer<typeof talkVoteResultSchema>;

// Moderation (host console)

export const moderationReportQuerySchema = z.object({ state: z.enum(['open', 'resolved', 'all']).default('all') });
export const moderationIdParamsSchema = z.object({ id });
export const moderationHideSchema = z.object({ reason: textSchema(TALK_REASON_MAX).trim().min(1) });
export type ModerationHide = z.infer<typeof moderationHideSchema>;

export const moderationItemSchema = z.object({
  /** Talk posts and comments, or code posts and comments (whose post number `tb_id` then is a cs_id). */
  kind: z.enum(['post', 'comment', 'code_post', 'code_comment']),
  tb_id: z.number().int(),
  reply_id: z.number().int().nullable(),
  cpt_id: z.number().int(),
  /** The competition's title in the request's language; null for the forum. */
  board_title: z.string().nullable(),
  /** The board's path below the language prefix, e.g. `/forum/12` or `/competitions/official/3/talkboard/12`. */
  link: z.string(),
  excerpt: z.string(),
  author: talkAuthorSchema,
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationReportSchema = z.object({
  id: z.number().int(),
  reason: talkReportReasonSchema,
  text: z.string(),
  state: z.enum(reportStates),
  reporter: talkAuthorSchema,
  resolver: talkAuthorSchema,
  c_time: z.string(),
  resolved_time: z.string().nullable(),
  item: moderationItemSchema,
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;
