import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { winnerInterviews } from '../../db/schema.ts';
import { selectInterviews, type InterviewWithCompetition } from './find-interview.ts';

export const published = eq(winnerInterviews.isPublished, true);
/** Newest first, the id breaking ties of the same instant. */
export const newestFirst = [desc(winnerInterviews.createdAt), desc(winnerInterviews.id)];

/** One page of the published interviews, with how many there are in all. */
export async function listPublishedInterviews(db: Executor, options: { page: number; pageSize: number }): Promise<{ rows: InterviewWithCompetition[]; total: number }> {
  const rows = await selectInterviews(db)
    .where(published)
    .orderBy(...newestFirst)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [totals] = await db.select({ n: count() }).from(winnerInterviews).where(published);
  return { rows, total: totals?.n ?? 0 };
}

/** Every interview for the console, drafts included. */
export function listAllInterviews(db: Executor): Promise<InterviewWithCompetition[]> {
  return selectInterviews(db).orderBy(...newestFirst);
}
