import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { surveys } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type SurveyRow = typeof surveys.$inferSelect;

/** Any survey, for the console; a missing one is a 404. */
export async function findSurvey(db: Executor, id: number): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
  if (!row) throw notFound('survey_not_found');
  return row;
}

/** A published survey, for members and visitors: an unpublished one answers exactly as a missing one. */
export async function findPublishedSurvey(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<SurveyRow> {
  const query = db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), isNotNull(surveys.publishedAt)));
  const [row] = options.lock ? await query.for('share') : await query;
  if (!row) throw notFound('survey_not_found');
  return row;
}
