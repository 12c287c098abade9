import { LEVEL_QUESTIONS, type LevelQuestion } from './questions.ts';

/**
 * The result page's address carries the answers, one digit per question (`?a=0120…`), so a shared link
 * shows the same result to anyone without an account or a stored record.
 */
export const ANSWERS_PARAM = 'a';

export const encodeAnswers = (answers: readonly number[]): string => answers.join('');

/** The answers a result address names, or null when it names none or names them wrongly. */
export function decodeAnswers(value: string | null, questions: readonly LevelQuestion[] = LEVEL_QUESTIONS): number[] | null {
  if (value === null || value.length !== questions.length || !/^[0-9]+$/.test(value)) return null;
  const answers = [...value].map(Number);
  return answers.every((answer, index) => answer < (questions[index]?.optionCount ?? 0)) ? answers : null;
}

export const resultPath = (answers: readonly number[]) => `/mbti/ds-level-test-result?${ANSWERS_PARAM}=${encodeAnswers(answers)}`;
