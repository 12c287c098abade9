import { asc, eq } from 'drizzle-orm';
import type { SitePageKey } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { sitePages } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type SitePageRow = typeof sitePages.$inferSelect;

/** A page by its number (the spec's etc_id) or its key. */
export async function findSitePage(db: Executor, idOrKey: number | string): Promise<SitePageRow> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(typeof idOrKey === 'number' ? eq(sitePages.id, idOrKey) : eq(sitePages.key, idOrKey))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export function listSitePages(db: Executor): Promise<SitePageRow[]> {
  return db.select().from(sitePages).orderBy(asc(sitePages.id));
}

/** Replaces a page's title and body in both languages; its key and number stay. */
export async function updateSitePage(db: Executor, options: { key: SitePageKey; title: SitePageRow['title']; body: SitePageRow['body']; userId: number }): Promise<SitePageRow> {
  const [row] = await db
    .update(sitePages)
    .set({ title: options.title, body: options.body, updatedByUserId: options.userId, updatedAt: new Date() })
    .where(eq(sitePages.key, options.key))
    .returning();
  if (!row) throw notFound();
  return row;
}
