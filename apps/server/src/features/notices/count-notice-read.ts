import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Counts one reading of a published notice (POST /etc/notice_data/) and gives the new count. */
export async function countNoticeRead(db: Executor, options: { id: number }): Promise<number> {
  const [row] = await db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1` })
    .where(and(eq(notices.id, options.id), eq(notices.isPublished, true)))
    .returning({ viewCount: notices.viewCount });
  if (!row) throw notFound();
  return row.viewCount;
}
