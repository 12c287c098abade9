import type { ProfileAbout } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { userProfiles } from '../../db/schema.ts';

/** Saves what the owner writes about themselves; a link given twice is kept once. */
export async function updateProfile(db: Executor, options: { userId: number; input: ProfileAbout; now: Date }): Promise<void> {
  const values = { introduction: options.input.introduction, links: [...new Set(options.input.links)], updatedAt: options.now };
  await db
    .insert(userProfiles)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
}

/** From now on the owner's badges count as seen. */
export async function confirmBadges(db: Executor, options: { userId: number; now: Date }): Promise<void> {
  const values = { badgesConfirmedAt: options.now, updatedAt: options.now };
  await db
    .insert(userProfiles)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values });
}
