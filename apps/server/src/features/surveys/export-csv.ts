import type { SurveyQuestion } from '@madang/contracts/surveys';
import type { Executor } from '../../db/client.ts';
import type { SurveyRow } from './find-survey.ts';
import { loadResponses, type UploadRow } from './survey-results.ts';
import type { StoredAnswer } from './validate-answers.ts';

/** Excel reads a CSV as the system's code page unless it starts with a UTF-8 byte order mark; Korean needs it. */
const BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break, and prefixed with an apostrophe when it
 * starts like a formula (`=`, `+`, `-`, `@`), so a member's answer cannot run in the admin's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(question: SurveyQuestion, answer: StoredAnswer | undefined, uploads: Map<number, UploadRow>): string {
  if (answer === undefined) return '';
  if (question.kind === 'single' || question.kind === 'multiple') {
    const ids = Array.isArray(answer) ? answer : [String(answer)];
    return ids.map((id) => question.options.find((option) => option.id === id)?.label.ko ?? id).join('; ');
  }
  if (question.kind === 'file') return uploads.get(Number(answer))?.fileName ?? '';
  return String(answer);
}

/** Every answer of the survey as CSV: one row per member, one column per question (its Korean title). */
export async function exportSurveyCsv(db: Executor, survey: SurveyRow): Promise<string> {
  const { responses, uploads } = await loadResponses(db, survey.id);
  const header = ['response_id', 'submitted_at', 'name', 'email', ...survey.questions.map((question) => question.title.ko)];
  const rows = responses.map((response) => [
    String(response.id),
    response.createdAt.toISOString(),
    response.userName,
    response.userEmail,
    ...survey.questions.map((question) => cell(question, response.answers[question.id], uploads)),
  ]);
  const lines = [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`);
  return `${BOM}${lines.join('')}`;
}
