import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { surveySubmitSchema } from '@madang/contracts/surveys';
import type { Database } from '../../db/client.ts';
import { surveyResponses, surveyUploads } from '../../db/schema.ts';
import { badRequest, conflict, type FieldProblem } from '../../http/app-error.ts';
import { assertCanAnswer } from './answer-policy.ts';
import { findPublishedSurvey } from './find-survey.ts';
import { joinTalentPool } from './talent-pool.ts';
import { validateAnswers } from './validate-answers.ts';

type Submit = z.output<typeof surveySubmitSchema>;

/**
 * `POST /survey/submit_survey`: checks the answers against the survey's own questions and stores them once per member,
 * binding the member's uploads and, on a job survey, joining the talent pool, all in one transaction, so a refusal stores
 * nothing. The survey's row is share-locked, so an admin's edit of its questions waits for the answers or goes first.
 */
export async function submitSurvey(db: Database, options: { input: Submit; userId: number; now: Date }): Promise<{ response_id: number }> {
  const { input, userId, now } = options;
  return db.transaction(async (tx) => {
    const survey = await findPublishedSurvey(tx, input.survey_id, { lock: true });
    await assertCanAnswer(tx, { survey, userId, now });
    if (input.talent_pool && survey.kind !== 'job') throw badRequest('validation', { fields: [{ field: 'talent_pool', key: 'validation.survey_talent_job_only' }] });
    const { answers, problems } = validateAnswers(survey.questions, input.answers);
    const fileAnswers = survey.questions.filter((question) => question.kind === 'file' && typeof answers[question.id] === 'number');
    const uploadIds = fileAnswers.map((question) => answers[question.id] as number);
    const uploads = uploadIds.length
      ? await tx
          .select()
          .from(surveyUploads)
          .where(and(inArray(surveyUploads.id, uploadIds), eq(surveyUploads.surveyId, survey.id), eq(surveyUploads.userId, userId), isNull(surveyUploads.responseId)))
      : [];
    for (const question of fileAnswers) {
      const upload = uploads.find((row) => row.id === answers[question.id]);
      if (!upload || upload.questionId !== question.id) problems.push({ field: `answers.${question.id}`, key: 'validation.survey_file_missing' } satisfies FieldProblem);
    }
    if (problems.length > 0) throw badRequest('validation', { fields: problems });
    const [row] = await tx.insert(surveyResponses).values({ surveyId: survey.id, userId, answers }).onConflictDoNothing().returning({ id: surveyResponses.id });
    if (!row) throw conflict('survey_answered');
    if (uploadIds.length) await tx.update(surveyUploads).set({ responseId: row.id }).where(inArray(surveyUploads.id, uploadIds));
    if (input.talent_pool) await joinTalentPool(tx, { userId, input: input.talent_pool, now });
    return { response_id: row.id };
  });
}
