import type { RankingProfileUpdate } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { rankingProfiles } from '../../db/schema.ts';

/** Sets the member's own ranking categories (one affiliation, one region, either may be none). */
export async function saveRankingProfile(db: Executor, options: { userId: number } & RankingProfileUpdate) {
  const values = { affiliation: options.affiliation, region: options.region, updatedAt: new Date() };
  await db
    .insert(rankingProfiles)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: rankingProfiles.userId, set: values });
}
