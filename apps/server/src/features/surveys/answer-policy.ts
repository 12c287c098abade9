import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { surveyResponses } from '../../db/schema.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { SurveyRow } from './find-survey.ts';
import { surveyState } from './policy.ts';
import { listPrizeWinners } from './prize-winners.ts';

/** A winner survey is for its competition's prize winners only; every other survey for any member. */
export async function mayAnswer(db: Executor, survey: SurveyRow, userId: number): Promise<boolean> {
  if (survey.kind !== 'winner') return true;
  return survey.competitionId !== null && (await listPrizeWinners(db, survey.competitionId, userId)).length > 0;
}

export async function hasAnswered(db: Executor, surveyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)));
  return row !== undefined;
}

/** Refuses an answer (or an answer's file) to a survey that is not open, not the member's to answer, or already answered. */
export async function assertCanAnswer(db: Executor, options: { survey: SurveyRow; userId: number; now: Date }): Promise<void> {
  const state = surveyState(options.survey, options.now);
  if (state === 'upcoming') throw conflict('survey_not_open');
  if (state === 'closed') throw conflict('survey_closed');
  if (!(await mayAnswer(db, options.survey, options.userId))) throw forbidden('survey_not_eligible');
  if (await hasAnswered(db, options.survey.id, options.userId)) throw conflict('survey_answered');
}
