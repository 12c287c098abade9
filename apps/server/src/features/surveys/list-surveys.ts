import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { surveyResponses, surveys } from '../../db/schema.ts';

/** Every survey for the console, newest first, with its number of answers. */
export async function listSurveys(db: Executor) {
  return db
    .select({ survey: surveys, responses: count(surveyResponses.id) })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .groupBy(surveys.id)
    .orderBy(desc(surveys.createdAt), desc(surveys.id));
}
