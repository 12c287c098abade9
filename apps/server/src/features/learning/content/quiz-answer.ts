import type { EduQuiz } from '../../../db/schema.ts';

/** A short answer as it is compared: trimmed, NFKC, case-folded (docs/learning.md "Steps"). */
export const normalizeShortAnswer = (text: string) => text.trim().normalize('NFKC').toLowerCase();

/** Whether an answer is right: single choice one correct id, multiple choice exactly the correct set, short answer an accepted text. */
export function isCorrectAnswer(quiz: EduQuiz, answer: number[] | string): boolean {
  if (quiz.kind === 'short') return typeof answer === 'string' && quiz.accepted.some((accepted) => normalizeShortAnswer(accepted) === normalizeShortAnswer(answer));
  if (typeof answer === 'string') return false;
  const chosen = new Set(answer);
  if (quiz.kind === 'single' && answer.length !== 1) return false;
  return chosen.size === quiz.correct.length && quiz.correct.every((id) => chosen.has(id));
}

/** The answer a learner who knows it gives: the correct ids, or the first accepted text. */
export const correctAnswerOf = (quiz: EduQuiz): number[] | string => (quiz.kind === 'short' ? quiz.accepted[0]! : quiz.correct);
