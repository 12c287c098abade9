import { levelFromXp, type MyInfo } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { hasPassword } from './has-password.ts';
import { leadsATeam } from './leads-a-team.ts';
import type { UserRow } from './sessions.ts';

/** The only shape in which a user's own account leaves the server. */
export async function presentMyInfo(db: Executor, user: UserRow): Promise<MyInfo> {
  const pictureUpdated = user.pictureUpdatedAt?.toISOString() ?? null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    picture: user.picturePath ? `/api/users/${user.id}/picture?v=${user.pictureUpdatedAt?.getTime() ?? 0}` : null,
    picture_updated: pictureUpdated,
    pictureUpdated,
    sms_auth: user.smsVerified ? 1 : 0,
    phone: user.smsVerified ? user.phone : null,
    isTeamLeader: (await leadsATeam(db, user.id)) ? 1 : 0,
    subscription: user.subscription,
    total_xp: user.totalXp,
    level: levelFromXp(user.totalXp).level,
    marketing: user.marketingConsent,
    locale: user.locale,
    has_password: hasPassword(user),
    created_at: user.createdAt.toISOString(),
  };
}
