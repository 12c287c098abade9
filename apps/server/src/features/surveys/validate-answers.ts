import type { SurveyQuestion } from '@madang/contracts/surveys';
import type { FieldProblem } from '../../http/app-error.ts';

export type StoredAnswer = string | string[] | number;
type Sent = Record<string, string | string[] | number | null>;
type Read = { value: StoredAnswer } | { problem: FieldProblem['key'] };

const isEmpty = (value: Sent[string] | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const wrongType: Read = { problem: 'validation.survey_answer_type' };

/** One question's answer as stored, or what is wrong with it. */
function readAnswer(question: SurveyQuestion, value: NonNullable<Sent[string]>): Read {
  switch (question.kind) {
    case 'single':
      if (typeof value !== 'string') return wrongType;
      return question.options.some((option) => option.id === value) ? { value } : { problem: 'validation.survey_unknown_option' };
    case 'multiple': {
      if (!Array.isArray(value)) return wrongType;
      const ids = question.options.map((option) => option.id);
      if (new Set(value).size !== value.length || !value.every((id) => ids.includes(id))) return { problem: 'validation.survey_unknown_option' };
      // Kept in the question's order, whatever order they were ticked in.
      return { value: ids.filter((id) => value.includes(id)) };
    }
    case 'text':
      if (typeof value !== 'string') return wrongType;
      return value.trim().length <= question.max_length ? { value: value.trim() } : { problem: 'validation.survey_text_too_long' };
    case 'scale':
      if (typeof value !== 'number') return wrongType;
      return value >= 1 && value <= question.max ? { value } : { problem: 'validation.survey_scale_range' };
    case 'file':
      return typeof value === 'number' ? { value } : wrongType;
  }
}

const paramsOf = (question: SurveyQuestion) => (question.kind === 'text' ? { max: question.max_length } : question.kind === 'scale' ? { max: question.max } : undefined);

/**
 * Checks a member's answers against the survey's own questions: every required one answered, each of its kind, options
 * from its list, scale points in range; an answer to a question the survey does not have is refused too.
 * File answers are upload ids here; whose uploads they are is checked against the database by the caller.
 */
export function validateAnswers(questions: SurveyQuestion[], sent: Sent): { answers: Record<string, StoredAnswer>; problems: FieldProblem[] } {
  const answers: Record<string, StoredAnswer> = {};
  const problems: FieldProblem[] = [];
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(sent)) {
    if (!known.has(id)) problems.push({ field: `answers.${id}`, key: 'validation.survey_unknown_question' });
  }
  for (const question of questions) {
    const sentValue = sent[question.id];
    if (sentValue === undefined || sentValue === null || isEmpty(sentValue)) {
      if (question.required) problems.push({ field: `answers.${question.id}`, key: 'validation.survey_answer_required' });
      continue;
    }
    const read = readAnswer(question, sentValue);
    if ('problem' in read) problems.push({ field: `answers.${question.id}`, key: read.problem, params: paramsOf(question) });
    else answers[question.id] = read.value;
  }
  return { answers, problems };
}
