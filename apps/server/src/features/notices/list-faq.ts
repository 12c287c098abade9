import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type FaqRow = typeof faqEntries.$inferSelect;

const order = [asc(faqEntries.position), asc(faqEntries.id)];

/** The published entries in their order; the page groups them by category. */
export function listPublishedFaq(db: Executor): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.isPublished, true))
    .orderBy(...order);
}

/** Every entry, drafts included, for the console. */
export function listAllFaq(db: Executor): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqEntries)
    .orderBy(...order);
}

export async function findFaqEntry(db: Executor, id: number): Promise<FaqRow> {
  const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
  if (!row) throw notFound();
  return row;
}
