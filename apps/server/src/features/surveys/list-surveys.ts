import { and, count, desc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { SurveyKind } from '@madang/contracts/surveys';
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

/** The published surveys of a kind that take answers now, newest first. */
export async function listOpenSurveys(db: Executor, options: { kind: SurveyKind; now: Date }) {
  return db
    .select()
    .from(surveys)
    .where(
      and(
        eq(surveys.kind, options.kind),
        isNotNull(surveys.publishedAt),
        or(isNull(surveys.opensAt), lte(surveys.opensAt, options.now)),
        or(isNull(surveys.closesAt), gt(surveys.closesAt, options.now)),
      ),
    )
    .orderBy(desc(surveys.publishedAt), desc(surveys.id))
    .limit(50);
}
