import { z } from 'zod';
import { idSchema, textSchema } from './bounds.ts';
import type { Tier } from './rankings.ts';
import type { XpHistoryPage, XpProfile } from './xp.ts';

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

export interface LocalizedTitle {
  ko: string;
  en: string;
}

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

export interface FollowPerson {
  id: number;
  name: string;
  picture: string | null;
}

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

export type Medal = 'gold' | 'silver' | 'bronze';

export function medalOf(rank: number | null): Medal | null {
  if (rank === null || rank < 1 || rank > MEDAL_RANKS) return null;
  return (['gold', 'silver', 'bronze'] as const)[rank - 1]!;
}

export interface ProfileHeader {
  id: number;
  name: string;
  picture: string | null;
  cover: string | null;
  introduction: string;
  links: string[];
  joined_at: string;
  followers: number;
  following: number;
  is_following: boolean;
  is_mine: boolean;
  total_xp: number;
  level: number;
  /** The ranking tier from all-time ranking points, and the place on the all-time competition ranking (null before any finish). */
  tier: Tier;
  ranking_points: number;
  rank: number | null;
}

export interface ProfileBadge {
  code: string;
  title: LocalizedTitle;
  competition_id: number | null;
  earned_at: string | null;
  is_new: boolean;
}

export interface ProfileCompetition {
  cpt_id: number;
  is_official: boolean;
  title: LocalizedTitle;
  status: 'active' | 'practice' | 'closed';
  ends_at: string;
  team_name: string;
  /** The final rank once the board is closed, else null. */
  rank: number | null;
  ranked_teams: number;
  medal: Medal | null;
}

export interface ProfileCertificate {
  cpt_id: number;
  title: LocalizedTitle;
  team_name: string;
  rank: number;
  ranked_teams: number;
  medal: Medal | null;
  closed_at: string;
}

export interface CompetitionSummary {
  joined: number;
  ranked: number;
  gold: number;
  silver: number;
  bronze: number;
  best_rank: number | null;
}

export interface TalkSummary {
  posts: number;
  votes: number;
  comments: number;
}

export interface HeatmapDay {
  /** A day in Korea (YYYY-MM-DD). */
  date: string;
  count: number;
}

export interface ProfileTalkItem {
  tb_id: number;
  cpt_id: number;
  is_official: boolean;
  title: string;
  category: string;
  vote_count: number;
  comment_count: number;
  view_count: number;
  created_at: string;
}

export interface ProfileListPage<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

export interface CodeSummary {
  posts: number;
  votes: number;
}

export interface ProfileHome {
  competitions: CompetitionSummary;
  talk: TalkSummary;
  code: CodeSummary;
  badges: ProfileBadge[];
  recent_competitions: ProfileCompetition[];
}

export interface FollowResult {
  following: boolean;
  followers: number;
}

export interface BookmarkItem {
  kind: (typeof bookmarkKinds)[number];
  id: number;
  cpt_id: number;
  is_official: boolean;
  title: string;
  author: { id: number; name: string } | null;
  bookmarked_at: string;
}

export interface BookmarkCounts {
  tb: number;
  cs: number;
}

/** The owner's XP tab: the XP figures by kind of event and a page of the history. */
export interface ProfileXp {
  summary: XpProfile;
  history: XpHistoryPage;
}

export const profileXpQuerySchema = z.object({ user_id: id, page: z.coerce.number().int().min(1).max(100_000).default(1) });
