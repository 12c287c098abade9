import { z } from 'zod';
import { bannerListSchema } from './banners.ts';
import { idSchema, int4QuerySchema, textSchema } from './bounds.ts';
import { competitionListItemSchema } from './competitions.ts';
import { nowRankingSchema } from './leaderboards.ts';
import { talkCategories } from './talkboard-limits.ts';

/** Items per page of the home's scroll lists. */
export const HOME_LIST_PAGE_SIZE = 12;
/** The scroll goes this many pages deep at most; past it, search narrows the list. */
export const HOME_LIST_MAX_PAGE = 200;

/** What the combined list holds: competitions, talk posts and shared code, or one of them. */
export const allListTypes = ['all', 'competition', 'talk', 'code'] as const;
/** `latest` orders by date, `popular` by a post's views or a competition's teams. */
export const allListOrders = ['latest', 'popular'] as const;
/** Where the keyword is looked for: in titles, or in titles and texts. */
export const allListSearchFields = ['title', 'all'] as const;
/** How far back the list reaches from now. */
export const allListRanges = ['all', 'day', 'week', 'month', 'year'] as const;
/** Which public competitions the public list holds, by phase. */
export const publicListRanges = ['all', 'ongoing', 'ended'] as const;

export type AllListType = (typeof allListTypes)[number];
export type AllListRange = (typeof allListRanges)[number];

/** `{x}` of the scroll calls: the page, from 1. */
export const scrollParamsSchema = z.object({ x: int4QuerySchema(1, HOME_LIST_MAX_PAGE) });

const version = int4QuerySchema(1, 3).optional();

/** `/main/v2/all_list_scroll/{x}`: the older call filters by type, order and range only. */
export const allListV2QuerySchema = z.object({
  type: z.enum(allListTypes).default('all'),
  data_type: z.enum(allListOrders).default('latest'),
  range: z.enum(allListRanges).default('all'),
  version,
});

/** `/main/v3/all_list_scroll/{x}`: adds a keyword search and, for talk, one category (`tbType`). */
export const allListV3QuerySchema = allListV2QuerySchema.extend({
  search: z.enum(allListSearchFields).default('title'),
  keyword: textSchema(50).trim().default(''),
  tbType: z.enum(talkCategories).optional(),
});
export type AllListQuery = z.infer<typeof allListV3QuerySchema>;

export const allListItemSchema = z.object({
  type: z.enum(['competition', 'talk', 'code']),
  id: idSchema,
  title: z.string(),
  /** The start of the text (a competition's summary, a talk post's body; empty for code, whose text lives in versions). */
  excerpt: z.string(),
  /** Where the item opens, without the language prefix. */
  link: z.string(),
  author: z.string().nullable(),
  /** A post's views; null for a competition. */
  view_count: z.number().int().nullable(),
  /** A competition's teams; null for a post. */
  team_count: z.number().int().nullable(),
  created_at: z.string(),
});
export type AllListItem = z.infer<typeof allListItemSchema>;

const scrollPage = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), page: z.number().int(), page_size: z.number().int(), has_more: z.boolean() });

export const allListPageSchema = scrollPage(allListItemSchema);
export type AllListPage = z.infer<typeof allListPageSchema>;

/** `/main/public_list_all_scroll/{x}`: public competitions by phase, newest first. */
export const publicListQuerySchema = z.object({ range: z.enum(publicListRanges).default('all'), version });
export const publicListPageSchema = scrollPage(competitionListItemSchema);

/** `/main/basic_list?version=2`: what the home shows first, in one call. */
export const basicListQuerySchema = z.object({ version });
export const basicListSchema = z.object({
  official: z.array(competitionListItemSchema),
  ranking: nowRankingSchema,
  banners: bannerListSchema,
});
export type BasicList = z.infer<typeof basicListSchema>;
