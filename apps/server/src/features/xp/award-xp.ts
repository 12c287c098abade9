import { DAILY_XP_CAP, type XpReason } from '@madang/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, xpEvents } from '../../db/schema.ts';
import { kstDay } from './kst-day.ts';

export interface XpAward {
  userId: number;
  reason: XpReason;
  /** Names the item that earned it (a comment id, a submission id, liker and post): an item earns once. */
  itemKey: string;
  amount: number;
  /** When it was earned; the daily cap counts the day in Korea of this moment. Now by default. */
  at?: Date;
}

/**
 * Awards XP inside the caller's transaction. The member's row lock orders concurrent awards, so the
 * daily cap (800 per day in Korea) holds exactly; the ledger's unique key makes a second award for the
 * same item a no-op. What the cap leaves is recorded too (possibly 0), so the item never earns later.
 * Returns the granted amount, or null when the item had earned already or the member is gone.
 */
export async function awardXp(tx: Executor, award: XpAward): Promise<number | null> {
  const at = award.at ?? new Date();
  const day = kstDay(at);
  const [user] = await tx.select({ totalXp: users.totalXp }).from(users).where(eq(users.id, award.userId)).for('update');
  if (!user) return null;
  const [today] = await tx
    .select({ xp: sql<number>`coalesce(sum(${xpEvents.amount}), 0)`.mapWith(Number) })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, award.userId), eq(xpEvents.kstDay, day), gt(xpEvents.amount, 0)));
  const granted = Math.max(0, Math.min(award.amount, DAILY_XP_CAP - today!.xp));
  const totalAfter = user.totalXp + granted;
  const inserted = await tx
    .insert(xpEvents)
    .values({
      userId: award.userId,
      reason: award.reason,
      itemKey: award.itemKey,
      amount: granted,
      requested: award.amount,
      totalAfter,
      kstDay: day,
      createdAt: at,
      // Nothing to announce when the cap left nothing.
      readAt: granted === 0 ? at : null,
    })
    .onConflictDoNothing()
    .returning({ id: xpEvents.id });
  if (inserted.length === 0) return null;
  if (granted > 0) await tx.update(users).set({ totalXp: totalAfter }).where(eq(users.id, award.userId));
  return granted;
}
