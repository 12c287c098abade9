import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;

/** A member whose profile can be shown: withdrawn accounts have none. */
export async function findProfileUser(db: Executor, userId: number): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
    .limit(1);
  if (!user) throw notFound('not_found');
  return user;
}

/** The profile texts of a member; a member who never wrote any has the empty profile. */
export async function readProfileRow(db: Executor, userId: number): Promise<ProfileRow> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row ?? { userId, introduction: '', links: [], coverPath: null, coverUpdatedAt: null, badgesConfirmedAt: null, updatedAt: new Date(0) };
}
