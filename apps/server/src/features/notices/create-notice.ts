import { sql } from 'drizzle-orm';
import type { NoticeValues } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import type { NoticeRow } from './find-notice.ts';

/**
 * Writes a new notice. `id` is for notices that links name by number (the demo's terms notice 89);
 * the id sequence is then moved past it, so later notices never collide with it.
 */
export async function createNotice(db: Executor, options: { input: NoticeValues; authorUserId: number | null; id?: number; createdAt?: Date }): Promise<NoticeRow> {
  const { input } = options;
  const createdAt = options.createdAt ?? new Date();
  const [row] = await db
    .insert(notices)
    .values({
      ...(options.id === undefined ? {} : { id: options.id }),
      title: { ko: input.title.ko, en: input.title.en },
      body: { ko: input.body.ko, en: input.body.en },
      category: input.category,
      isPinned: input.pinned,
      isPublished: input.published,
      popupUntil: input.popup_until === null ? null : new Date(input.popup_until),
      authorUserId: options.authorUserId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (options.id !== undefined) {
    await db.execute(sql`select setval(pg_get_serial_sequence('notices', 'id'), (select max(id) from notices))`);
  }
  return row!;
}
