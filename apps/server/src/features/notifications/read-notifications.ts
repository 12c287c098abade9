import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** How many of the member's notifications are still unread: the header badge. */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** One page of the member's notifications, newest first, with the totals the list shows. */
export async function listNotifications(db: Executor, options: { userId: number; page: number; pageSize: number }) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, options.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [totals] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, options.userId));
  return { rows, total: totals?.n ?? 0, unread: await countUnread(db, options.userId) };
}
