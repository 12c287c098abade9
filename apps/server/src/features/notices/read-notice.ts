import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { NoticeRow } from './find-notice.ts';

export interface NoticeWithNeighbours {
  notice: NoticeRow;
  /** The next older published notice. */
  prev: NoticeRow | null;
  /** The next newer published notice. */
  next: NoticeRow | null;
}

/** A published notice and its published neighbours in time; an unpublished or missing one is a 404. */
export async function readPublishedNotice(db: Executor, options: { id: number }): Promise<NoticeWithNeighbours> {
  const [notice] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, options.id), eq(notices.isPublished, true)));
  if (!notice) throw notFound();
  // Compared as (created_at, id) against the stored row, so two notices of the same instant still have an order.
  const self = sql`(select created_at, id from notices where id = ${notice.id})`;
  const [prev] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.isPublished, true), sql`(${notices.createdAt}, ${notices.id}) < ${self}`))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(1);
  const [next] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.isPublished, true), sql`(${notices.createdAt}, ${notices.id}) > ${self}`))
    .orderBy(asc(notices.createdAt), asc(notices.id))
    .limit(1);
  return { notice, prev: prev ?? null, next: next ?? null };
}
