import type { EduQuiz } from '../../db/schema.ts';
import { quizAnswerShape, unknownQuizOption } from './errors.ts';

/** What short answers are compared on: trimmed, NFKC-normalized and case-folded, so "ＤａｔａＦｒａｍｅ " is "dataframe". */
export const normalizeShortAnswer = (text: string) => text.normalize('NFKC').trim().toLocaleLowerCase('en-US');

/**
 * Grades a quiz answer (docs/learning.md): single choice needs exactly one option, multiple choice exactly the
 * correct set, a short answer one of the accepted texts. An answer of the wrong shape for the quiz's kind, or
 * naming an option the quiz does not have, is refused rather than graded wrong.
 */
export function gradeQuizAnswer(quiz: EduQuiz, answer: number[] | string): boolean {
  if (quiz.kind === 'short') {
    if (typeof answer !== 'string') throw quizAnswerShape('short');
    const given = normalizeShortAnswer(answer);
    return quiz.accepted.some((accepted) => normalizeShortAnswer(accepted) === given);
  }
  if (typeof answer === 'string' || (quiz.kind === 'single' && answer.length !== 1)) throw quizAnswerShape(quiz.kind);
  const chosen = new Set(answer);
  if (chosen.size !== answer.length) throw quizAnswerShape(quiz.kind);
  const unknown = answer.find((id) => !quiz.options.some((option) => option.id === id));
  if (unknown !== undefined) throw unknownQuizOption(unknown);
  return chosen.size === quiz.correct.length && quiz.correct.every((id) => chosen.has(id));
}
