import { asc, eq, isNotNull, and } from 'drizzle-orm';
import type { SurveyQuestion, SurveyResults } from '@madang/contracts/surveys';
import type { Executor } from '../../db/client.ts';
import { surveyResponses, surveyUploads, users } from '../../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import type { SurveyRow } from './find-survey.ts';
import type { StoredAnswer } from './validate-answers.ts';

/** How long the console's links to answer files work. */
const FILE_LINK_SECONDS = 600;

export type ResponseRow = { id: number; createdAt: Date; userName: string; userEmail: string; answers: Record<string, StoredAnswer> };
export type UploadRow = typeof surveyUploads.$inferSelect;

/** Every answer of a survey with its member, oldest first, and the files the answers name. */
export async function loadResponses(db: Executor, surveyId: number): Promise<{ responses: ResponseRow[]; uploads: Map<number, UploadRow> }> {
  const responses = await db
    .select({ id: surveyResponses.id, createdAt: surveyResponses.createdAt, userName: users.name, userEmail: users.email, answers: surveyResponses.answers })
    .from(surveyResponses)
    .innerJoin(users, eq(users.id, surveyResponses.userId))
    .where(eq(surveyResponses.surveyId, surveyId))
    .orderBy(asc(surveyResponses.id));
  const files = await db
    .select()
    .from(surveyUploads)
    .where(and(eq(surveyUploads.surveyId, surveyId), isNotNull(surveyUploads.responseId)));
  return { responses, uploads: new Map(files.map((file) => [file.id, file])) };
}

/** The labels a question counts under: its options, or its scale points. */
function countKeys(question: SurveyQuestion): { key: string; label: string }[] {
  if (question.kind === 'single' || question.kind === 'multiple') return question.options.map((option) => ({ key: option.id, label: option.label.ko }));
  if (question.kind === 'scale') return Array.from({ length: question.max }, (_, i) => ({ key: String(i + 1), label: String(i + 1) }));
  return [];
}

/** Counts per option and scale point, every text, every file (with a short-lived link), per question. */
export async function surveyResults(db: Executor, storage: Storage, survey: SurveyRow): Promise<SurveyResults> {
  const { responses, uploads } = await loadResponses(db, survey.id);
  const questions = survey.questions.map((question) => {
    const given = responses.map((response) => response.answers[question.id]).filter((answer) => answer !== undefined);
    const counts = countKeys(question).map(({ key, label }) => ({
      key,
      label,
      count: given.filter((answer) => (Array.isArray(answer) ? answer.includes(key) : String(answer) === key)).length,
    }));
    const texts = question.kind === 'text' ? given.map(String) : [];
    const files =
      question.kind === 'file'
        ? given
            .map((answer) => uploads.get(Number(answer)))
            .filter((file) => file !== undefined)
            .map((file) => ({
              name: file.fileName,
              size: file.size,
              url: storage.signedUrl(file.storageKey, { expiresInSeconds: FILE_LINK_SECONDS, downloadName: file.fileName }),
            }))
        : [];
    return { id: question.id, kind: question.kind, title: question.title.ko, answered: given.length, counts, texts, files };
  });
  return { id: survey.id, title: survey.title.ko, response_count: responses.length, open_count: survey.openCount, questions };
}
