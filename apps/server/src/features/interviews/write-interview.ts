import { eq } from 'drizzle-orm';
import type { InterviewValues } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, winnerInterviews } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';

/** The columns of the form; views, author and dates are kept by the writes below. */
async function formColumns(db: Executor, input: InterviewValues) {
  if (input.competition_id !== null) {
    const [competition] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, input.competition_id));
    if (!competition) throw badRequest('validation', { fields: [{ field: 'competition_id', key: 'validation.invalid_value' }] });
  }
  return {
    competitionId: input.competition_id,
    title: { ko: input.title.ko, en: input.title.en },
    summary: { ko: input.summary.ko, en: input.summary.en },
    body: { ko: input.body.ko, en: input.body.en },
    winners: input.winners,
    coverImageUrl: input.cover_image_url,
    isPublished: input.published,
  };
}

export async function createInterview(db: Executor, options: { input: InterviewValues; authorUserId: number | null; createdAt?: Date }): Promise<number> {
  const createdAt = options.createdAt ?? new Date();
  const [row] = await db
    .insert(winnerInterviews)
    .values({ ...(await formColumns(db, options.input)), authorUserId: options.authorUserId, createdAt, updatedAt: createdAt })
    .returning({ id: winnerInterviews.id });
  return row!.id;
}

/** Replaces an interview's form; its views, author and first date stay. */
export async function updateInterview(db: Executor, options: { id: number; input: InterviewValues }): Promise<void> {
  const updated = await db
    .update(winnerInterviews)
    .set({ ...(await formColumns(db, options.input)), updatedAt: new Date() })
    .where(eq(winnerInterviews.id, options.id))
    .returning({ id: winnerInterviews.id });
  if (updated.length === 0) throw notFound();
}

/** Removes an interview for good; unpublishing hides one for a while. */
export async function deleteInterview(db: Executor, options: { id: number }): Promise<void> {
  const deleted = await db.delete(winnerInterviews).where(eq(winnerInterviews.id, options.id)).returning({ id: winnerInterviews.id });
  if (deleted.length === 0) throw notFound();
}
