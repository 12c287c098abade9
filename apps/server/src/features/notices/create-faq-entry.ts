import { sql } from 'drizzle-orm';
import type { FaqValues } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { faqEntries } from '../../db/schema.ts';
import type { FaqRow } from './list-faq.ts';

/** Adds a question and answer after every existing entry. */
export async function createFaqEntry(db: Executor, options: { input: FaqValues }): Promise<FaqRow> {
  const { input } = options;
  const [row] = await db
    .insert(faqEntries)
    .values({
      category: input.category,
      question: { ko: input.question.ko, en: input.question.en },
      answer: { ko: input.answer.ko, en: input.answer.en },
      isPublished: input.published,
      position: sql`(select coalesce(max(${faqEntries.position}), 0) + 1 from ${faqEntries})`,
    })
    .returning();
  return row!;
}
