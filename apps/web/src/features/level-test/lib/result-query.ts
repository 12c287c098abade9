import { eduCategories, type EduCategory } from '@madang/contracts';
import { LEVEL_QUESTIONS, type LevelQuestion } from './questions.ts';

/**
 * The result page's address carries the answers, one digit per question (`?a=0120…`), and the subjects the
 * survey named (`&i=pandas,statistics`), so a shared link shows the same result to anyone without an account
 * or a stored record.
 */
export const ANSWERS_PARAM = 'a';
export const INTERESTS_PARAM = 'i';

export const encodeAnswers = (answers: readonly number[]): string => answers.join('');

/** The answers a result address names, or null when it names none or names them wrongly. */
export function decodeAnswers(value: string | null, questions: readonly LevelQuestion[] = LEVEL_QUESTIONS): number[] | null {
  if (value === null || value.length !== questions.length || !/^[0-9]+$/.test(value)) return null;
  const answers = [...value].map(Number);
  return answers.every((answer, index) => answer < (questions[index]?.optionCount ?? 0)) ? answers : null;
}

const isCategory = (value: string): value is EduCategory => (eduCategories as readonly string[]).includes(value);

/** The subjects an address names: none when absent, null when it names an unknown or repeated one. */
export function decodeInterests(value: string | null): EduCategory[] | null {
  if (value === null || value === '') return [];
  const names = value.split(',');
  if (!names.every(isCategory) || new Set(names).size !== names.length) return null;
  return names;
}

/** The query of a test's, a survey's or a result's address; each part only when there is one. */
export function levelTestQuery(answers: readonly number[] | null, interests: readonly EduCategory[]): string {
  const params = new URLSearchParams();
  if (answers) params.set(ANSWERS_PARAM, encodeAnswers(answers));
  if (interests.length > 0) params.set(INTERESTS_PARAM, interests.join(','));
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}

export const resultPath = (answers: readonly number[], interests: readonly EduCategory[] = []) => `/mbti/ds-level-test-result${levelTestQuery(answers, interests)}`;
