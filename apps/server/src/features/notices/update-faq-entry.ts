import { eq } from 'drizzle-orm';
import type { FaqValues } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { FaqRow } from './list-faq.ts';

/** Replaces an entry's form; its place in the order stays. */
export async function updateFaqEntry(db: Executor, options: { id: number; input: FaqValues }): Promise<FaqRow> {
  const { input } = options;
  const [row] = await db
    .update(faqEntries)
    .set({
      category: input.category,
      question: { ko: input.question.ko, en: input.question.en },
      answer: { ko: input.answer.ko, en: input.answer.en },
      isPublished: input.published,
      updatedAt: new Date(),
    })
    .where(eq(faqEntries.id, options.id))
    .returning();
  if (!row) throw notFound();
  return row;
}
