import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { recordVisit } from '../visits/record-visit.ts';

/** Counts a visitor's first reading of a published notice on a Korean day (POST /etc/notice_data/) and gives the count. */
export async function countNoticeRead(db: Executor, options: { id: number; visitor: string }): Promise<number> {
  const published = and(eq(notices.id, options.id), eq(notices.isPublished, true));
  const [current] = await db.select({ viewCount: notices.viewCount }).from(notices).where(published);
  if (!current) throw notFound();
  if (!(await recordVisit(db, { kind: 'notice', itemKey: String(options.id), visitor: options.visitor, now: new Date() }))) return current.viewCount;
  const [row] = await db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1` })
    .where(published)
    .returning({ viewCount: notices.viewCount });
  return row?.viewCount ?? current.viewCount;
}
