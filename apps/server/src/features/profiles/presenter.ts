import { levelFromXp, type RankingMyInfo } from '@madang/contracts';
import type { ProfileHeader } from '@madang/contracts/profiles';
import type { UserRow } from '../accounts/sessions.ts';
import type { ProfileRow } from './find-profile-user.ts';

const versioned = (path: string, at: Date | null) => `${path}?v=${at?.getTime() ?? 0}`;

export const pictureUrl = (user: Pick<UserRow, 'id' | 'picturePath' | 'pictureUpdatedAt'>) =>
  user.picturePath ? versioned(`/api/users/${user.id}/picture`, user.pictureUpdatedAt) : null;

/** The profile's head as anyone may see it: no e-mail, phone or role. */
export function presentProfileHeader(
  user: UserRow,
  profile: ProfileRow,
  extra: { followers: number; following: number; isFollowing: boolean; isMine: boolean; ranking: RankingMyInfo },
): ProfileHeader {
  return {
    id: user.id,
    name: user.name,
    picture: pictureUrl(user),
    cover: profile.coverPath ? versioned(`/api/users/${user.id}/cover`, profile.coverUpdatedAt) : null,
    introduction: profile.introduction,
    links: profile.links,
    joined_at: user.createdAt.toISOString(),
    followers: extra.followers,
    following: extra.following,
    is_following: extra.isFollowing,
    is_mine: extra.isMine,
    total_xp: user.totalXp,
    level: levelFromXp(user.totalXp).level,
    tier: extra.ranking.tier,
    ranking_points: extra.ranking.points,
    rank: extra.ranking.entry?.rank ?? null,
  };
}
