import { and, count, eq, gte } from 'drizzle-orm';
import type { SubmissionQuota } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { submissions } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { nextKstMidnight, startOfKstDay } from '../competitions/schedule.ts';

/** The team's used and remaining attempts; an Install Error does not count. */
export async function readQuota(db: Executor, options: { competition: CompetitionRow; teamId: number; now: Date }): Promise<SubmissionQuota> {
  const { competition, teamId, now } = options;
  const counting = and(eq(submissions.teamId, teamId), eq(submissions.countsTowardLimit, true));
  const [[today], [total]] = await Promise.all([
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(counting, gte(submissions.createdAt, startOfKstDay(now)))),
    db.select({ n: count() }).from(submissions).where(counting),
  ]);
  const usedToday = today?.n ?? 0;
  const usedTotal = total?.n ?? 0;
  return {
    daily_limit: competition.dailyLimit,
    used_today: usedToday,
    remaining_today: Math.max(0, competition.dailyLimit - usedToday),
    resets_at: nextKstMidnight(now).toISOString(),
    total_limit: competition.totalLimit,
    used_total: usedTotal,
    remaining_total: competition.totalLimit === null ? null : Math.max(0, competition.totalLimit - usedTotal),
  };
}

/** The spec's refusal when no attempt is left: the total limit first, then today's. */
export function exhaustedLimit(quota: SubmissionQuota): 'submission_limit_exceeded' | 'daily_limit_exceeded' | null {
  if (quota.remaining_total === 0) return 'submission_limit_exceeded';
  if (quota.remaining_today === 0) return 'daily_limit_exceeded';
  return null;
}
