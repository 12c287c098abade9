import { z } from 'zod';

/** Competition ranking points, or XP. */
export const rankingTabs = ['competition', 'xp'] as const;
/** All time, or this calendar year in Korea. */
export const rankingTypes = ['all', 'season'] as const;
export const rankingAffiliations = ['grad', 'undergrad', 'student', 'hyundai'] as const;
export const rankingRegions = ['jeju', 'non_jeju'] as const;
/** The categories of spec section 3 ("Ranking categories named"), plus everyone. */
export const rankingCategories = ['all', ...rankingAffiliations, ...rankingRegions] as const;
export type RankingTab = (typeof rankingTabs)[number];
export type RankingType = (typeof rankingTypes)[number];
export type RankingCategory = (typeof rankingCategories)[number];

export const tiers = ['bronze', 'silver', 'gold', 'champion', 'challenger'] as const;
export type Tier = (typeof tiers)[number];

/** Ranking points (decayed, all time) a tier starts at (docs/ranking-points.md). */
export const TIER_FLOORS: Record<Exclude<Tier, 'challenger'>, number> = { bronze: 0, silver: 1_000, gold: 5_000, champion: 20_000 };
/** Challengers are the top of the all-time ranking who also reach the champion floor. */
export const CHALLENGER_SEATS = 10;

/** A member's tier from their all-time ranking points and all-time rank (null when unranked). */
export function tierOf(points: number, rank: number | null): Tier {
  if (points >= TIER_FLOORS.champion) return rank !== null && rank <= CHALLENGER_SEATS ? 'challenger' : 'champion';
  if (points >= TIER_FLOORS.gold) return 'gold';
  if (points >= TIER_FLOORS.silver) return 'silver';
  return 'bronze';
}

/** The next tier reachable by points, and how many points it starts at; none from champion up. */
export function nextTier(points: number): { tier: Tier; floor: number } | null {
  if (points < TIER_FLOORS.silver) return { tier: 'silver', floor: TIER_FLOORS.silver };
  if (points < TIER_FLOORS.gold) return { tier: 'gold', floor: TIER_FLOORS.gold };
  if (points < TIER_FLOORS.champion) return { tier: 'champion', floor: TIER_FLOORS.champion };
  return null;
}

export const RANKING_PAGE_SIZE = 20;

export const rankingFilterSchema = z.object({
  tab: z.enum(rankingTabs).default('competition'),
  type: z.enum(rankingTypes).default('all'),
  category: z.enum(rankingCategories).default('all'),
});
export type RankingFilter = z.infer<typeof rankingFilterSchema>;

/** `more` asks for a longer page (the list's "more" button): rows per page, 20 by default. */
export const rankingListQuerySchema = rankingFilterSchema.extend({
  more: z.coerce.number().int().min(1).max(100).default(RANKING_PAGE_SIZE),
});
export const rankingPageParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(100_000) });

export const rankingEntrySchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  /** Ranking points (competition tab) or XP (xp tab) for the chosen period. */
  score: z.number(),
  tier: z.enum(tiers),
  level: z.number().int(),
  finishes: z.number().int(),
  best_rank: z.number().int().nullable(),
  affiliation: z.enum(rankingAffiliations).nullable(),
  region: z.enum(rankingRegions).nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingListSchema = z.object({
  items: z.array(rankingEntrySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type RankingList = z.infer<typeof rankingListSchema>;

export const rankingMyInfoSchema = z.object({
  entry: rankingEntrySchema.nullable(),
  total: z.number().int(),
  tier: z.enum(tiers),
  points: z.number(),
  next_tier: z.object({ tier: z.enum(tiers), floor: z.number() }).nullable(),
  affiliation: z.enum(rankingAffiliations).nullable(),
  region: z.enum(rankingRegions).nullable(),
});
export type RankingMyInfo = z.infer<typeof rankingMyInfoSchema>;

/** A member's ranking categories; null clears one. */
export const rankingProfileUpdateSchema = z.object({
  affiliation: z.enum(rankingAffiliations).nullable(),
  region: z.enum(rankingRegions).nullable(),
});
export type RankingProfileUpdate = z.infer<typeof rankingProfileUpdateSchema>;
