import { eq } from 'drizzle-orm';
import type { NoticeValues } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { NoticeRow } from './find-notice.ts';

type NoticeChange = Partial<Pick<typeof notices.$inferInsert, 'title' | 'body' | 'category' | 'isPinned' | 'isPublished' | 'popupUntil'>>;

async function changeNotice(db: Executor, id: number, change: NoticeChange): Promise<NoticeRow> {
  const [row] = await db
    .update(notices)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(notices.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Replaces a notice's form (both languages, kind and flags); its views and author stay. */
export function updateNotice(db: Executor, options: { id: number; input: NoticeValues }): Promise<NoticeRow> {
  const { input } = options;
  return changeNotice(db, options.id, {
    title: { ko: input.title.ko, en: input.title.en },
    body: { ko: input.body.ko, en: input.body.en },
    category: input.category,
    isPinned: input.pinned,
    isPublished: input.published,
    popupUntil: input.popup_until === null ? null : new Date(input.popup_until),
  });
}

/** Pinned notices head the public list and answer /etc/notice_top. */
export function pinNotice(db: Executor, options: { id: number; pinned: boolean }): Promise<NoticeRow> {
  return changeNotice(db, options.id, { isPinned: options.pinned });
}

/** An unpublished notice disappears from every public read but stays in the console. */
export function publishNotice(db: Executor, options: { id: number; published: boolean }): Promise<NoticeRow> {
  return changeNotice(db, options.id, { isPublished: options.published });
}
