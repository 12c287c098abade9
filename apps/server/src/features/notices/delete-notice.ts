import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notices } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Removes a notice for good; unpublishing is the way to hide one for a while. */
export async function deleteNotice(db: Executor, options: { id: number }): Promise<void> {
  const deleted = await db.delete(notices).where(eq(notices.id, options.id)).returning({ id: notices.id });
  if (deleted.length === 0) throw notFound();
}
