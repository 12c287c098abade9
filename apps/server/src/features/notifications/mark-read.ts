import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Marks one of the member's notifications read; someone else's, or a missing one, is not found. */
export async function markRead(db: Executor, options: { userId: number; id: number }): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}

/** Marks every notification of the member read; the badge drops to 0. */
export async function markAllRead(db: Executor, options: { userId: number }): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, options.userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
