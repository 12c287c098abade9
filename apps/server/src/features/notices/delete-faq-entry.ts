import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Removes an entry; the others keep their order (positions may leave a gap, which orders the same). */
export async function deleteFaqEntry(db: Executor, options: { id: number }): Promise<void> {
  const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, options.id)).returning({ id: faqEntries.id });
  if (deleted.length === 0) throw notFound();
}
