import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Deletes one of the member's notifications; someone else's, or a missing one, is not found. */
export async function deleteNotification(db: Executor, options: { userId: number; id: number }): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound();
}

/** Empties the member's notification list. */
export async function deleteAllNotifications(db: Executor, options: { userId: number }): Promise<number> {
  const deleted = await db.delete(notifications).where(eq(notifications.userId, options.userId)).returning({ id: notifications.id });
  return deleted.length;
}
