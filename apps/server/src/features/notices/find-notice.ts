import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type NoticeRow = typeof notices.$inferSelect;

/** One notice, published or not (the console's view); a missing id is a 404. */
export async function findNotice(db: Executor, id: number): Promise<NoticeRow> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  if (!row) throw notFound();
  return row;
}

/** The nickname of the admin who wrote the notice, if their account still exists. */
export async function findNoticeAuthor(db: Executor, notice: NoticeRow): Promise<string | null> {
  if (notice.authorUserId === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, notice.authorUserId));
  return row?.name ?? null;
}
