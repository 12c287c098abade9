import { DAILY_XP_CAP, levelFromXp, newPointKind, type XpHistoryPage, type XpProfile, type XpSummary } from '@madang/contracts';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, xpEvents } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { kstDay } from './kst-day.ts';

/**
 * A member's XP figures (spec section 3): today's XP in Korea against the cap, the total (kept on the
 * member's row), what was used (negative ledger rows) and so what was gained, and the level.
 */
export async function xpSummary(db: Executor, options: { userId: number; now?: Date }): Promise<XpSummary> {
  const day = kstDay(options.now ?? new Date());
  const mine = eq(xpEvents.userId, options.userId);
  const [[user], [figures]] = await Promise.all([
    db
      .select({ totalXp: users.totalXp })
      .from(users)
      .where(and(eq(users.id, options.userId), isNull(users.withdrawnAt))),
    db
      .select({
        daily: sql<number>`coalesce(sum(${xpEvents.amount}) filter (where ${xpEvents.kstDay} = ${day} and ${xpEvents.amount} > 0), 0)`.mapWith(Number),
        used: sql<number>`coalesce(-sum(${xpEvents.amount}) filter (where ${xpEvents.amount} < 0), 0)`.mapWith(Number),
      })
      .from(xpEvents)
      .where(mine),
  ]);
  const row = user && { totalXp: user.totalXp, daily: figures!.daily, used: figures!.used };
  if (!row) throw notFound('no data');
  const level = levelFromXp(row.totalXp);
  return {
    dailyXP: row.daily,
    dailyCap: DAILY_XP_CAP,
    totalXP: row.totalXp,
    xpGained: row.totalXp + row.used,
    xpUsed: row.used,
    level: level.level,
    level_floor: level.floor,
    level_next: level.next,
    level_progress: level.progress,
  };
}

/** A member's XP history, newest first; rows the daily cap left at 0 are kept, so a member sees why. */
export async function xpHistory(db: Executor, options: { userId: number; page: number; pageSize: number }): Promise<XpHistoryPage> {
  const mine = eq(xpEvents.userId, options.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(xpEvents)
      .where(mine)
      // By when it was earned: backdated rows (the demo's) sort among the others by their time.
      .orderBy(desc(xpEvents.createdAt), desc(xpEvents.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(xpEvents).where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      xp: row.amount,
      requested: row.requested,
      total_after: row.totalAfter,
      level_up: newPointKind({ reason: row.reason, amount: row.amount, totalAfter: row.totalAfter }) === 2,
      c_time: row.createdAt.toISOString(),
    })),
    page: options.page,
    page_size: options.pageSize,
    total: total!.n,
  };
}

/** The summary with the member's name and their XP by kind of event, for profile pages. */
export async function xpProfile(db: Executor, options: { userId: number; now?: Date }): Promise<XpProfile> {
  const summary = await xpSummary(db, options);
  const [[user], byReason] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, options.userId)),
    db
      .select({ reason: xpEvents.reason, xp: sql<number>`sum(${xpEvents.amount})`.mapWith(Number), count: count() })
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, options.userId), gt(xpEvents.amount, 0)))
      .groupBy(xpEvents.reason)
      .orderBy(sql`2 desc`),
  ]);
  return { ...summary, user_id: options.userId, name: user!.name, by_reason: byReason };
}
