// The learning feature's word lists and XP costs without zod: the learning pages import them from here by path, so a
// project's first render does not evaluate zod and every schema of the contracts (learning.ts re-exports all of this).

export const eduCategories = ['python', 'pandas', 'visualization', 'machine_learning', 'statistics'] as const;
export type EduCategory = (typeof eduCategories)[number];
export const eduLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type EduLevel = (typeof eduLevels)[number];
/** Who may open a project's steps: every member, or subscribers only. */
export const eduAccessKinds = ['free', 'subscribers'] as const;
export type EduAccess = (typeof eduAccessKinds)[number];
export const eduProjectStates = ['draft', 'published'] as const;
export const eduStepKinds = ['lesson', 'quiz', 'code'] as const;
export type EduStepKind = (typeof eduStepKinds)[number];
export const quizKinds = ['single', 'multiple', 'short'] as const;
export type QuizKind = (typeof quizKinds)[number];
/** A member's state of one step. */
export const stepStatuses = ['not_started', 'in_progress', 'passed'] as const;
export type StepStatus = (typeof stepStatuses)[number];
/** A member's state of one project, as the lists filter it. */
export const learnerProjectStatuses = ['not_started', 'ongoing', 'completed'] as const;
export type LearnerProjectStatus = (typeof learnerProjectStatuses)[number];

/** What opening a hint and the model answer cost (docs/learning.md); a stage's clear earns its own `xp`. */
export const EDU_HINT_XP_COST = 10;
export const EDU_ANSWER_XP_COST = 30;
export const EDU_STAGE_XP_DEFAULT = 50;
export const EDU_STAGE_XP_MAX = 500;
