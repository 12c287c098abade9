import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import { codePostItemSchema } from './codeshare.ts';
import { competitionStatuses } from './competitions.ts';
import { tiers } from './rankings.ts';
import { xpHistoryPageSchema, xpProfileSchema } from './xp.ts';

/** Spec sections 5 and 9: a profile picture is an image of at most 1 MB, cropped 1:1 (cover 4:1) to JPEG 0.7. */
export const PROFILE_IMAGE_MAX_BYTES = 1_048_576;
export const PROFILE_JPEG_QUALITY = 0.7;
export const PICTURE_ASPECT = 1;
export const COVER_ASPECT = 4;
export const PROFILE_INTRO_MAX = 500;
export const PROFILE_LINKS_MAX = 5;
export const PROFILE_LINK_MAX = 200;
export const PROFILE_PAGE_SIZE = 10;
/** The first three places of a closed board take the medals (gold, silver, bronze). */
export const MEDAL_RANKS = 3;

export const localizedTitleSchema = z.object({ ko: z.string(), en: z.string() });
export type LocalizedTitle = z.infer<typeof localizedTitleSchema>;

const id = idSchema;

export const userIdQuerySchema = z.object({ user_id: id });

/** PUT /myinfo/profile: what the owner writes about themselves; a `user_id` other than the owner's is refused. */
export const profileAboutSchema = z.object({
  user_id: id.optional(),
  introduction: textSchema(PROFILE_INTRO_MAX).trim(),
  links: z
    .array(
      z
        .string()
        .trim()
        .max(PROFILE_LINK_MAX)
        .regex(/^https?:\/\/[^\s<>"]+$/, 'validation.invalid_type'),
    )
    .max(PROFILE_LINKS_MAX),
});
export type ProfileAbout = z.infer<typeof profileAboutSchema>;

export const followBodySchema = z.object({ user_id: id });

/** GET /v1/profile/follows: who follows a member (followers) or whom they follow (following), a page at a time. */
export const followListQuerySchema = z.object({ user_id: id, kind: z.enum(['followers', 'following']), page: z.coerce.number().int().min(1).max(10_000).default(1) });
export type FollowListQuery = z.infer<typeof followListQuerySchema>;

export const followPersonSchema = z.object({ id: z.number().int(), name: z.string(), picture: z.string().nullable() });
export type FollowPerson = z.infer<typeof followPersonSchema>;

/** `/profile/talk/list_scroll/{x}`: page x of a member's posts, newest or most voted first. */
export const listScrollParamsSchema = z.object({ x: z.coerce.number().int().min(1).max(10_000) });
export const listScrollQuerySchema = z.object({ user_id: id, type: z.enum(['recent', 'popular']).default('recent') });
export const PROFILE_XP_PAGE_SIZE = 20;

export const badgeListQuerySchema = z.object({ user_id: id, acquired: z.coerce.number().int().min(0).max(1).default(1) });

export const certificateDownloadSchema = z.object({ cpt_id: id });

/** `/myinfo2/compe`: `gubun` all lists every competition taken part in, medal only the medal-winning ones. */
export const competeQuerySchema = z.object({ user_id: id, gubun: z.enum(['all', 'medal']).default('all') });

export const bookmarkKinds = ['tb', 'cs'] as const;
export const bookmarkListQuerySchema = z.object({ type: z.enum(bookmarkKinds).default('tb') });

export const medals = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof medals)[number];

export function medalOf(rank: number | null): Medal | null {
  if (rank === null || rank < 1 || rank > MEDAL_RANKS) return null;
  return medals[rank - 1]!;
}

const count = z.number().int();
const medalSchema = z.enum(medals).nullable();

export const profileHeaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  cover: z.string().nullable(),
  introduction: z.string(),
  links: z.array(z.string()),
  joined_at: z.string(),
  followers: count,
  following: count,
  is_following: z.boolean(),
  is_mine: z.boolean(),
  total_xp: z.number().int(),
  level: z.number().int(),
  /** The ranking tier from all-time ranking points, and the place on the all-time competition ranking (null before any finish). */
  tier: z.enum(tiers),
  ranking_points: z.number(),
  rank: z.number().int().nullable(),
});
export type ProfileHeader = z.infer<typeof profileHeaderSchema>;

export const profileBadgeSchema = z.object({
  code: z.string(),
  title: localizedTitleSchema,
  competition_id: z.number().int().nullable(),
  earned_at: z.string().nullable(),
  is_new: z.boolean(),
});
export type ProfileBadge = z.infer<typeof profileBadgeSchema>;

export const profileCompetitionSchema = z.object({
  cpt_id: z.number().int(),
  is_official: z.boolean(),
  title: localizedTitleSchema,
  status: z.enum(competitionStatuses),
  ends_at: z.string(),
  team_name: z.string(),
  /** The final rank once the board is closed, else null. */
  rank: z.number().int().nullable(),
  ranked_teams: count,
  medal: medalSchema,
});
export type ProfileCompetition = z.infer<typeof profileCompetitionSchema>;

export const profileCertificateSchema = z.object({
  cpt_id: z.number().int(),
  title: localizedTitleSchema,
  team_name: z.string(),
  rank: z.number().int(),
  ranked_teams: count,
  medal: medalSchema,
  closed_at: z.string(),
});
export type ProfileCertificate = z.infer<typeof profileCertificateSchema>;

/** `/profile/certificate/list-V2`: the certificates with how many of each medal they hold. */
export const certificateListSchema = z.object({
  items: z.array(profileCertificateSchema),
  total: count,
  medals: z.object({ gold: count, silver: count, bronze: count }),
});

export const competitionSummarySchema = z.object({
  joined: count,
  ranked: count,
  gold: count,
  silver: count,
  bronze: count,
  best_rank: z.number().int().nullable(),
});
export type CompetitionSummary = z.infer<typeof competitionSummarySchema>;

export const talkSummarySchema = z.object({ posts: count, votes: count, comments: count });
export type TalkSummary = z.infer<typeof talkSummarySchema>;

export const heatmapDaySchema = z.object({
  /** A day in Korea (YYYY-MM-DD). */
  date: z.string(),
  count,
});
export type HeatmapDay = z.infer<typeof heatmapDaySchema>;

export const profileTalkItemSchema = z.object({
  tb_id: z.number().int(),
  cpt_id: z.number().int(),
  is_official: z.boolean(),
  title: z.string(),
  category: z.string(),
  vote_count: count,
  comment_count: count,
  view_count: count,
  created_at: z.string(),
});
export type ProfileTalkItem = z.infer<typeof profileTalkItemSchema>;

/** A page of one of the profile's lists. */
export const profileListPageSchema = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), page: z.number().int(), page_size: z.number().int(), total: count });
export type ProfileListPage<T> = z.infer<ReturnType<typeof profileListPageSchema<z.ZodType<T>>>>;

export const codeSummarySchema = z.object({ posts: count, votes: count });
export type CodeSummary = z.infer<typeof codeSummarySchema>;

export const profileHomeSchema = z.object({
  competitions: competitionSummarySchema,
  talk: talkSummarySchema,
  code: codeSummarySchema,
  badges: z.array(profileBadgeSchema),
  recent_competitions: z.array(profileCompetitionSchema),
});
export type ProfileHome = z.infer<typeof profileHomeSchema>;

export const followResultSchema = z.object({ following: z.boolean(), followers: count });
export type FollowResult = z.infer<typeof followResultSchema>;

export const bookmarkItemSchema = z.object({
  kind: z.enum(bookmarkKinds),
  id: z.number().int(),
  cpt_id: z.number().int(),
  is_official: z.boolean(),
  title: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bookmarked_at: z.string(),
});
export type BookmarkItem = z.infer<typeof bookmarkItemSchema>;

export const bookmarkCountsSchema = z.object({ tb: count, cs: count });
export type BookmarkCounts = z.infer<typeof bookmarkCountsSchema>;

/** The owner's XP tab: the XP figures by kind of event and a page of the history. */
export const profileXpSchema = z.object({ summary: xpProfileSchema, history: xpHistoryPageSchema });
export type ProfileXp = z.infer<typeof profileXpSchema>;

/** `/myinfo/profile` (read and write): what the owner has written about themselves. */
export const profileAboutViewSchema = z.object({ introduction: z.string(), links: z.array(z.string()) });

/** `/profile/badge_confirmed`: the owner's badges are no longer new. */
export const badgesConfirmedSchema = z.object({ confirmed: z.literal(true) });

/** `/myinfo/picture/update`, `/myinfo/cover/update`: when the new image took over. */
export const profileImageUpdatedSchema = z.object({ updated_at: z.string() });

export const profileCodePageSchema = profileListPageSchema(codePostItemSchema);

export const profileXpQuerySchema = z.object({ user_id: id, page: z.coerce.number().int().min(1).max(100_000).default(1) });
