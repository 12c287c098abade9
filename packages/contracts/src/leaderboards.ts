import { z } from 'zod';
import { competitionRefSchema, metricDirectionSchema } from './competitions.ts';

/** `tab` and `week` select the board as it stood at the end of week N of the competition (1 = its first 7 days). */
export const publicBoardQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  tab: z.coerce.number().int().min(1).max(520).optional(),
});
export const privateBoardQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  week: z.coerce.number().int().min(1).max(520).optional(),
});

export const leaderboardMemberSchema = z.object({ id: z.number().int(), name: z.string() });

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  members: z.array(leaderboardMemberSchema),
  score: z.number(),
  submission_count: z.number().int(),
  submitted_at: z.string(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** A competition's current top three, as its page's podium shows them. */
export const podiumRowSchema = leaderboardRowSchema.pick({ rank: true, team_id: true, team_name: true, members: true, score: true });

export const leaderboardSchema = z.object({
  board: z.enum(['public', 'private']),
  competition_id: z.number().int(),
  metric: z.string(),
  direction: metricDirectionSchema,
  week: z.number().int().nullable(),
  generated_at: z.string(),
  rows: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const baselineSchema = z.object({
  name: z.string().nullable(),
  public_score: z.number().nullable(),
  /** Shown after the close only. */
  private_score: z.number().nullable(),
});

export const myRankingQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  type: z.enum(['public', 'private']).default('public'),
});

export const myRankingSchema = z.object({
  board: z.enum(['public', 'private']),
  team_id: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  score: z.number().nullable(),
  ranked_teams: z.number().int(),
});

export const awardSchema = z.object({
  rank: z.number().int(),
  label: z.object({ ko: z.string(), en: z.string() }),
  amount: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  members: z.array(leaderboardMemberSchema),
  score: z.number(),
  ranking_points: z.number(),
});

export const prizeRankingSchema = z.object({
  final: z.boolean(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      label: z.object({ ko: z.string(), en: z.string() }),
      amount: z.number().int(),
      team_id: z.number().int().nullable(),
      team_name: z.string().nullable(),
      score: z.number().nullable(),
    }),
  ),
});

export const rankingChartQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  top: z.coerce.number().int().min(1).max(20).default(10),
});

/** The best score over time of the top teams: one line per team, a point per improvement. */
export const rankingChartSchema = z.object({
  board: z.enum(['public', 'private']),
  direction: metricDirectionSchema,
  series: z.array(
    z.object({
      team_id: z.number().int(),
      team_name: z.string(),
      points: z.array(z.object({ at: z.string(), score: z.number() })),
    }),
  ),
});

export const nowRankingSchema = z.array(z.object({ rank: z.number().int(), user_id: z.number().int(), name: z.string(), points: z.number() }));
