import { and, count, desc, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices, users } from '../../db/schema.ts';
import type { NoticeRow } from './find-notice.ts';

const published = eq(notices.isPublished, true);
/** Pinned notices first, then the newest: the public list's order and the console's. */
const listingOrder = [desc(notices.isPinned), desc(notices.createdAt), desc(notices.id)];

/** One page of the published notices, with how many there are in all. */
export async function listPublishedNotices(db: Executor, options: { page: number; pageSize: number }): Promise<{ rows: NoticeRow[]; total: number }> {
  const rows = await db
    .select()
    .from(notices)
    .where(published)
    .orderBy(...listingOrder)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [totals] = await db.select({ n: count() }).from(notices).where(published);
  return { rows, total: totals?.n ?? 0 };
}

/** The published notices that are pinned or open as a popup at `now`, newest first (/etc/notice_top). */
export function listTopNotices(db: Executor, options: { limit: number; now: Date }): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(and(published, or(eq(notices.isPinned, true), gt(notices.popupUntil, options.now))))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(options.limit);
}

/** Every notice for the console, drafts included, with its author's nickname. */
export function listAllNotices(db: Executor): Promise<{ notice: NoticeRow; author: string | null }[]> {
  return db
    .select({ notice: notices, author: users.name })
    .from(notices)
    .leftJoin(users, eq(users.id, notices.authorUserId))
    .orderBy(...listingOrder);
}
