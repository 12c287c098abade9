import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitions, winnerInterviews } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type InterviewRow = typeof winnerInterviews.$inferSelect;
export type InterviewCompetition = Pick<typeof competitions.$inferSelect, 'id' | 'title' | 'slug' | 'isOfficial'>;
/** An interview with the competition it tells about, when it names one that still exists. */
export interface InterviewWithCompetition {
  interview: InterviewRow;
  competition: InterviewCompetition | null;
}

/** Selects interviews joined to their competition; callers add the filter and the order. */
export function selectInterviews(db: Executor) {
  return db
    .select({
      interview: getTableColumns(winnerInterviews),
      competition: { id: competitions.id, title: competitions.title, slug: competitions.slug, isOfficial: competitions.isOfficial },
    })
    .from(winnerInterviews)
    .leftJoin(competitions, eq(competitions.id, winnerInterviews.competitionId));
}

/** One interview, published or not (the console's view); a missing id is a 404. */
export async function findInterview(db: Executor, id: number): Promise<InterviewWithCompetition> {
  const [row] = await selectInterviews(db).where(eq(winnerInterviews.id, id));
  if (!row) throw notFound();
  return row;
}
