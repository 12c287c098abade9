import { newPointKind, type XpNotify } from '@madang/contracts';
import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { xpEvents } from '../../db/schema.ts';

const NOT_READ_SHOWN = 20;

const unread = (userId: number) => and(eq(xpEvents.userId, userId), isNull(xpEvents.readAt), gt(xpEvents.amount, 0));

/** The point list (spec section 7): XP events the member has not seen, newest first, each with its indicator value. */
export async function listPointNotices(db: Executor, options: { userId: number }): Promise<XpNotify> {
  const [rows, [total]] = await Promise.all([
    db.select().from(xpEvents).where(unread(options.userId)).orderBy(desc(xpEvents.createdAt), desc(xpEvents.id)).limit(NOT_READ_SHOWN),
    db.select({ n: count() }).from(xpEvents).where(unread(options.userId)),
  ]);
  return {
    notRead: rows.map((row) => ({
      noti_id: row.id,
      type: newPointKind({ reason: row.reason, amount: row.amount, totalAfter: row.totalAfter }),
      reason: row.reason,
      xp: row.amount,
      total_after: row.totalAfter,
      c_time: row.createdAt.toISOString(),
    })),
    count: total!.n,
  };
}

/**
 * Marks the member's point list read up to `notiId` — that event and every one earned before it, as the list
 * orders them — or all of it without one; returns how many stay unread.
 */
export async function confirmPointNotices(db: Executor, options: { userId: number; notiId?: number; now?: Date }): Promise<number> {
  const upTo = options.notiId ? lte(xpEvents.createdAt, sql`(select e.created_at from xp_events e where e.id = ${options.notiId} and e.user_id = ${options.userId})`) : undefined;
  await db
    .update(xpEvents)
    .set({ readAt: options.now ?? new Date() })
    .where(and(unread(options.userId), upTo));
  const [left] = await db.select({ n: count() }).from(xpEvents).where(unread(options.userId));
  return left!.n;
}
