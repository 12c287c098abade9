import type { ProfileBadge } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { listUserBadges, submissionBadges } from '../submissions/badges.ts';

/**
 * A member's badges: the earned ones (newest first, new until the owner confirms them), or with
 * `acquired` false the ones still to earn.
 */
export async function listBadges(db: Executor, options: { userId: number; acquired: boolean; confirmedAt: Date | null }): Promise<ProfileBadge[]> {
  const earned = await listUserBadges(db, options.userId);
  if (!options.acquired) {
    const codes = new Set(earned.map((badge) => badge.code));
    return submissionBadges
      .filter((badge) => !codes.has(badge.code))
      .map((badge) => ({ code: badge.code, title: badge.title, competition_id: null, earned_at: null, is_new: false }));
  }
  return earned.map((badge) => ({
    code: badge.code,
    title: badge.title,
    competition_id: badge.competition_id,
    earned_at: badge.earned_at,
    is_new: options.confirmedAt === null || new Date(badge.earned_at) > options.confirmedAt,
  }));
}
