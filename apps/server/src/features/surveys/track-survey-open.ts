import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { surveys } from '../../db/schema.ts';
import { recordVisit } from '../visits/record-visit.ts';
import { findPublishedSurvey } from './find-survey.ts';

/** Counts an open of a published survey's page, each visitor once a Korean day, as the view counters do. */
export async function trackSurveyOpen(db: Executor, options: { surveyId: number; visitor: string; now: Date }): Promise<{ counted: boolean }> {
  const survey = await findPublishedSurvey(db, options.surveyId);
  const counted = await recordVisit(db, { kind: 'survey', itemKey: String(survey.id), visitor: options.visitor, now: options.now });
  if (counted)
    await db
      .update(surveys)
      .set({ openCount: sql`${surveys.openCount} + 1` })
      .where(eq(surveys.id, survey.id));
  return { counted };
}
