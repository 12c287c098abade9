import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hostingInquiries } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** The console shows the most recent inquiries; older ones stay in the table. */
export const INQUIRY_LIST_LIMIT = 200;

export function listInquiries(db: Database) {
  return db.select().from(hostingInquiries).orderBy(desc(hostingInquiries.createdAt), desc(hostingInquiries.id)).limit(INQUIRY_LIST_LIMIT);
}

/** Marks an inquiry answered (or open again), remembering which admin did. */
export async function setInquiryHandled(db: Database, input: { id: number; handled: boolean; adminId: number }) {
  const [row] = await db
    .update(hostingInquiries)
    .set(input.handled ? { handledAt: new Date(), handledBy: input.adminId } : { handledAt: null, handledBy: null })
    .where(eq(hostingInquiries.id, input.id))
    .returning();
  if (!row) throw notFound();
  return row;
}
