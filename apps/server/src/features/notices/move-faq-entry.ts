import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { FaqRow } from './list-faq.ts';

/**
 * Swaps an entry with its neighbour in the same category (the order the page shows). The first entry
 * moved up, or the last moved down, stays where it is. Both rows change in one transaction, under a
 * lock on the category's rows, so two moves at once cannot leave two entries on one place.
 */
export async function moveFaqEntry(db: Database, options: { id: number; direction: 'up' | 'down' }): Promise<FaqRow[]> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(faqEntries).where(eq(faqEntries.id, options.id)).for('update');
    if (!entry) throw notFound();
    await tx.select({ id: faqEntries.id }).from(faqEntries).where(eq(faqEntries.category, entry.category)).for('update');
    const up = options.direction === 'up';
    const beyond = up
      ? or(lt(faqEntries.position, entry.position), and(eq(faqEntries.position, entry.position), lt(faqEntries.id, entry.id)))
      : or(gt(faqEntries.position, entry.position), and(eq(faqEntries.position, entry.position), gt(faqEntries.id, entry.id)));
    const [neighbour] = await tx
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.category, entry.category), beyond))
      .orderBy(...(up ? [desc(faqEntries.position), desc(faqEntries.id)] : [asc(faqEntries.position), asc(faqEntries.id)]))
      .limit(1);
    if (!neighbour) return [entry];
    // Equal positions (never made by the console, but possible by hand) are split so the swap shows.
    const [entryPosition, neighbourPosition] =
      neighbour.position === entry.position ? (up ? [entry.position, entry.position + 1] : [entry.position + 1, entry.position]) : [neighbour.position, entry.position];
    const now = new Date();
    const [moved] = await tx.update(faqEntries).set({ position: entryPosition, updatedAt: now }).where(eq(faqEntries.id, entry.id)).returning();
    const [swapped] = await tx.update(faqEntries).set({ position: neighbourPosition, updatedAt: now }).where(eq(faqEntries.id, neighbour.id)).returning();
    return [moved!, swapped!];
  });
}
