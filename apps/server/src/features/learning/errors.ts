import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';

/** The learning API's refusals: each a message key under `errors.` with text in both languages. */
export const projectNotFound = () => notFound('edu_project_not_found');

export const stageNotFound = (stageNumber: number) => new AppError('not_found', 'edu_stage_not_found', { params: { stageNumber } });

export const stepNotFound = (stageNumber: number, stepNumber: number) => new AppError('not_found', 'edu_step_not_found', { params: { stageNumber, stepNumber } });

/** The web maps this key to the spec's "subscription needed" popup. */
export const subscriptionRequired = () => forbidden('subscription_required');

/** Steps are taken in order: `next` is the step the learner has to pass first. */
export const stepLocked = (next: { stageNumber: number; stepNumber: number }) =>
  conflict('edu_step_locked', { params: next, data: { stage_number: next.stageNumber, step_number: next.stepNumber } });

export const wrongStepKind = (expected: 'lesson' | 'quiz' | 'code') => conflict(`edu_not_${expected}`);

export const quizAnswerShape = (kind: 'single' | 'multiple' | 'short') => new AppError('bad_request', `edu_answer_${kind}`);

export const unknownQuizOption = (id: number) => new AppError('bad_request', 'edu_answer_unknown_option', { params: { id } });

export const gradeNotReady = () => conflict('edu_grade_not_ready');

export const gradeUnavailable = () => conflict('edu_grade_unavailable');

export const retakeNotCompleted = () => conflict('edu_retake_not_completed');

export const hintUnavailable = (options: { hint: number; next: number; count: number }) => conflict('edu_hint_unavailable', { params: options });
