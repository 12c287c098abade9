import { nextTier, tierOf, type RankingFilter, type RankingMyInfo } from '@madang/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rankingProfiles } from '../../db/schema.ts';
import { rankingRows } from './ranking-query.ts';

/**
 * A member's place in a ranking view (null entry when they have no score there), their tier from
 * all-time ranking points, the next tier's floor and their ranking categories. Profile pages use it
 * with the default filter (competition ranking, all time, everyone).
 */
export async function userRanking(db: Executor, options: { userId: number; filter?: RankingFilter; now?: Date }): Promise<RankingMyInfo> {
  const filter = options.filter ?? { tab: 'competition', type: 'all', category: 'all' };
  const now = options.now ?? new Date();
  const career = { tab: 'competition', type: 'all', category: 'all' } as const;
  const [[mine], [careerRow], [profile]] = await Promise.all([
    rankingRows(db, { filter, now, userId: options.userId }),
    rankingRows(db, { filter: career, now, userId: options.userId }),
    db.select().from(rankingProfiles).where(eq(rankingProfiles.userId, options.userId)),
  ]);
  const [anyRow] = mine ? [mine] : await rankingRows(db, { filter, now, limit: 1 });
  const points = careerRow?.allPoints ?? 0;
  return {
    entry: mine?.entry ?? null,
    total: anyRow?.total ?? 0,
    tier: tierOf(points, careerRow?.allRank ?? null),
    points: Math.round(points * 10) / 10,
    next_tier: nextTier(points),
    affiliation: profile?.affiliation ?? null,
    region: profile?.region ?? null,
  };
}
