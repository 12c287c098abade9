import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { PROFILE_PAGE_SIZE, type FollowListQuery, type FollowPerson, type ProfileListPage } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { userFollows, users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { pictureUrl } from './presenter.ts';

type FollowKey = { followerId: number; followeeId: number };

/** Follows a member; following twice is the same as once, and nobody follows themselves. */
export async function follow(db: Executor, key: FollowKey): Promise<void> {
  if (key.followerId === key.followeeId) throw badRequest('follow_self');
  await db.insert(userFollows).values(key).onConflictDoNothing();
}

export async function unfollow(db: Executor, key: FollowKey): Promise<void> {
  await db.delete(userFollows).where(and(eq(userFollows.followerId, key.followerId), eq(userFollows.followeeId, key.followeeId)));
}

export async function isFollowing(db: Executor, key: FollowKey): Promise<boolean> {
  const rows = await db
    .select({ id: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, key.followerId), eq(userFollows.followeeId, key.followeeId)))
    .limit(1);
  return rows.length > 0;
}

/** How many follow the member, and how many the member follows; withdrawn accounts do not count. */
export async function countFollows(db: Executor, userId: number): Promise<{ followers: number; following: number }> {
  const [followers, following] = await Promise.all([
    db
      .select({ n: count() })
      .from(userFollows)
      .innerJoin(users, eq(users.id, userFollows.followerId))
      .where(and(eq(userFollows.followeeId, userId), isNull(users.withdrawnAt))),
    db
      .select({ n: count() })
      .from(userFollows)
      .innerJoin(users, eq(users.id, userFollows.followeeId))
      .where(and(eq(userFollows.followerId, userId), isNull(users.withdrawnAt))),
  ]);
  return { followers: followers[0]?.n ?? 0, following: following[0]?.n ?? 0 };
}

/** A page of a member's followers or of those they follow, the latest follow first; withdrawn accounts are left out. */
export async function listFollows(db: Executor, options: { userId: number; kind: FollowListQuery['kind']; page: number }): Promise<ProfileListPage<FollowPerson>> {
  const [self, other] = options.kind === 'followers' ? [userFollows.followeeId, userFollows.followerId] : [userFollows.followerId, userFollows.followeeId];
  const where = and(eq(self, options.userId), isNull(users.withdrawnAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, picturePath: users.picturePath, pictureUpdatedAt: users.pictureUpdatedAt })
      .from(userFollows)
      .innerJoin(users, eq(users.id, other))
      .where(where)
      .orderBy(desc(userFollows.createdAt), users.id)
      .limit(PROFILE_PAGE_SIZE)
      .offset((options.page - 1) * PROFILE_PAGE_SIZE),
    db.select({ n: count() }).from(userFollows).innerJoin(users, eq(users.id, other)).where(where),
  ]);
  return { items: rows.map((row) => ({ id: row.id, name: row.name, picture: pictureUrl(row) })), page: options.page, page_size: PROFILE_PAGE_SIZE, total: total?.n ?? 0 };
}
