import type { XpReason } from '@madang/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, xpEvents } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { kstDay } from './kst-day.ts';

export interface XpSpend {
  userId: number;
  reason: Extract<XpReason, 'edu_hint' | 'edu_answer'>;
  /** Names what is bought (a step's hint in an attempt): an item is paid for once. */
  itemKey: string;
  cost: number;
  at?: Date;
}

/** The member's total is less than what they want to spend; the balance stays as it was. */
export const notEnoughXp = (options: { cost: number; balance: number }) => new AppError('conflict', 'xp_not_enough', { params: options, data: options });

/**
 * Spends XP inside the caller's transaction as a negative ledger row. The member's row lock orders concurrent
 * spends, so the total never goes below 0, and an item already paid for (a replay, a parallel second request)
 * is not charged again: `spent` is then 0. Spending does not count against the daily cap, which adds up
 * positive rows only, and is never announced in the point list.
 */
export async function spendXp(tx: Executor, spend: XpSpend): Promise<{ spent: number; balance: number }> {
  const at = spend.at ?? new Date();
  const [user] = await tx.select({ totalXp: users.totalXp }).from(users).where(eq(users.id, spend.userId)).for('update');
  if (!user) throw new AppError('unauthenticated', 'no data');
  const [paid] = await tx
    .select({ id: xpEvents.id })
    .from(xpEvents)
    .where(and(eq(xpEvents.userId, spend.userId), eq(xpEvents.reason, spend.reason), eq(xpEvents.itemKey, spend.itemKey)));
  if (paid) return { spent: 0, balance: user.totalXp };
  if (user.totalXp < spend.cost) throw notEnoughXp({ cost: spend.cost, balance: user.totalXp });
  const balance = user.totalXp - spend.cost;
  await tx.insert(xpEvents).values({
    userId: spend.userId,
    reason: spend.reason,
    itemKey: spend.itemKey,
    amount: -spend.cost,
    requested: -spend.cost,
    totalAfter: balance,
    kstDay: kstDay(at),
    createdAt: at,
    readAt: at,
  });
  await tx.update(users).set({ totalXp: balance }).where(eq(users.id, spend.userId));
  return { spent: spend.cost, balance };
}
