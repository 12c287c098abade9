import { count, eq } from 'drizzle-orm';
import type { SurveyValues } from '@madang/contracts/surveys';
import type { Database, Executor } from '../../db/client.ts';
import { competitions, surveyResponses, surveys } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import { findSurvey, type SurveyRow } from './find-survey.ts';
import { inviteWinners } from './invite-winners.ts';

/** How many members answered the survey. */
export async function countResponses(db: Executor, surveyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  return row?.n ?? 0;
}

async function assertCompetitionExists(db: Executor, competitionId: number | null) {
  if (competitionId === null) return;
  const [row] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, competitionId));
  if (!row) throw badRequest('validation', { fields: [{ field: 'competition_id', key: 'validation.survey_competition' }] });
}

/** JSON with sorted keys: jsonb hands objects back in its own key order, so two equal question lists compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );

const columns = (values: SurveyValues) => ({
  kind: values.kind,
  title: values.title,
  description: values.description,
  competitionId: values.kind === 'winner' ? values.competition_id : null,
  questions: values.questions,
  opensAt: values.opens_at ? new Date(values.opens_at) : null,
  closesAt: values.closes_at ? new Date(values.closes_at) : null,
});

/** A new survey, unpublished until an admin publishes it. */
export async function createSurvey(db: Executor, options: { values: SurveyValues; authorUserId: number }): Promise<SurveyRow> {
  await assertCompetitionExists(db, options.values.kind === 'winner' ? options.values.competition_id : null);
  const [row] = await db
    .insert(surveys)
    .values({ ...columns(options.values), authorUserId: options.authorUserId })
    .returning();
  return row!;
}

/**
 * Saves the whole form. Once someone has answered, the questions, kind and competition stay as they are (the
 * answers are keyed to them); texts and dates may still change. The survey's row lock orders it with submissions.
 */
export async function updateSurvey(db: Database, options: { id: number; values: SurveyValues }): Promise<SurveyRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(surveys).where(eq(surveys.id, options.id)).for('update');
    if (!current) throw notFound('survey_not_found');
    const next = columns(options.values);
    await assertCompetitionExists(tx, next.competitionId);
    const shapeChanged = current.kind !== next.kind || current.competitionId !== next.competitionId || canonical(current.questions) !== canonical(next.questions);
    if (shapeChanged && (await countResponses(tx, current.id)) > 0) throw conflict('survey_has_answers');
    const [row] = await tx
      .update(surveys)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(surveys.id, current.id))
      .returning();
    return row!;
  });
}

/** Publishes or withdraws a survey; publishing a winner survey of a closed competition invites its prize winners. */
export async function publishSurvey(db: Database, options: { id: number; published: boolean; now: Date }): Promise<SurveyRow> {
  return db.transaction(async (tx) => {
    const current = await findSurvey(tx, options.id);
    const publishedAt = options.published ? (current.publishedAt ?? options.now) : null;
    const [row] = await tx.update(surveys).set({ publishedAt, updatedAt: options.now }).where(eq(surveys.id, current.id)).returning();
    if (row!.publishedAt && row!.kind === 'winner' && row!.competitionId) await inviteWinners(tx, { competitionId: row!.competitionId });
    return row!;
  });
}
