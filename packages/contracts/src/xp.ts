import { z } from 'zod';
import { bigIdSchema, idSchema } from './bounds.ts';
import { DAILY_XP_CAP, levelFromXp } from './xp-level.ts';

/** Why XP was earned: the events the platform has (spec section 4, "XP events"). */
export const xpReasons = ['comment', 'submission', 'talk_like', 'code_like', 'competition', 'edu_stage', 'edu_hint', 'edu_answer'] as const;
export type XpReason = (typeof xpReasons)[number];

/** What each event is worth before the daily cap (docs/xp.md). */
export const XP_PER_EVENT: Record<Exclude<XpReason, 'competition' | 'edu_stage' | 'edu_hint' | 'edu_answer'>, number> = {
  comment: 10,
  submission: 20,
  talk_like: 5,
  code_like: 5,
};

/** XP for finishing a competition at `rank` of `teams` ranked teams (docs/xp.md). */
export function competitionFinishXp(rank: number, teams: number): number {
  if (rank === 1) return 500;
  if (rank === 2) return 400;
  if (rank === 3) return 300;
  if (rank <= Math.ceil(teams * 0.1)) return 200;
  return 100;
}

/**
 * The new-XP indicator of spec section 4: 1 XP gained, 2 level up, 3 comment XP, 4 submission XP,
 * 7 hackathon (competition finish) XP. A level-up outranks the event that caused it.
 */
export const newPointKinds = [1, 2, 3, 4, 7] as const;
export type NewPointKind = (typeof newPointKinds)[number];

export function newPointKind(options: { reason: string; amount: number; totalAfter: number }): NewPointKind {
  if (levelFromXp(options.totalAfter).level > levelFromXp(options.totalAfter - options.amount).level) return 2;
  if (options.reason === 'comment') return 3;
  if (options.reason === 'submission') return 4;
  if (options.reason === 'competition') return 7;
  return 1;
}

/** A member's XP figures (spec section 3, "XP data"). `totalXP` is what was gained less what was used. */
export const xpSummarySchema = z.object({
  dailyXP: z.number().int(),
  dailyCap: z.literal(DAILY_XP_CAP),
  totalXP: z.number().int(),
  xpGained: z.number().int(),
  xpUsed: z.number().int(),
  level: z.number().int(),
  level_floor: z.number().int(),
  level_next: z.number().int(),
  level_progress: z.number(),
});
export type XpSummary = z.infer<typeof xpSummarySchema>;

export const xpHistoryItemSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  xp: z.number().int(),
  /** What the event was worth; more than `xp` when the daily cap cut it. */
  requested: z.number().int(),
  total_after: z.number().int(),
  level_up: z.boolean(),
  c_time: z.string(),
});
export type XpHistoryItem = z.infer<typeof xpHistoryItemSchema>;

export const XP_HISTORY_PAGE_SIZE = 20;

export const xpHistoryPageSchema = z.object({
  items: z.array(xpHistoryItemSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type XpHistoryPage = z.infer<typeof xpHistoryPageSchema>;

export const xpHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** The point calls carry version 3 (spec section 9); another version is refused. */
export const xpNotifyQuerySchema = z.object({ version: z.coerce.number().pipe(z.literal(3)).optional() });

/** One unread XP event of the point list; `type` is the new-XP indicator value. */
export const xpNotReadItemSchema = z.object({
  noti_id: z.number().int(),
  type: z.number().int(),
  reason: z.string(),
  xp: z.number().int(),
  total_after: z.number().int(),
  c_time: z.string(),
});
export type XpNotReadItem = z.infer<typeof xpNotReadItemSchema>;

export const xpNotifySchema = z.object({ notRead: z.array(xpNotReadItemSchema), count: z.number().int() });
export type XpNotify = z.infer<typeof xpNotifySchema>;

/** Marks the point list read up to and including `noti_id`; without it, all of it. */
export const xpConfirmSchema = z.object({ noti_id: bigIdSchema.optional() });

export const xpProfileQuerySchema = z.object({ user_id: idSchema.optional() });

export const xpProfileSchema = xpSummarySchema.extend({
  user_id: z.number().int(),
  name: z.string(),
  by_reason: z.array(z.object({ reason: z.string(), xp: z.number().int(), count: z.number().int() })),
});
export type XpProfile = z.infer<typeof xpProfileSchema>;
