import type { EduGrade, Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { wrongStepKind } from './errors.ts';
import { gradeQuizAnswer } from './grade-quiz.ts';
import { presentGrade } from './present-grade.ts';
import { saveProgress } from './save-progress.ts';
import { recordStepPassed, touchEnrollment } from './stage-clear.ts';
import { openStepForAction, type StepAddress } from './step-context.ts';

/** Marks a lesson read. Marking it again changes nothing and answers the same. */
export async function completeLesson(db: Database, options: StepAddress & { user: UserRow; locale: Locale }): Promise<EduGrade> {
  return db.transaction(async (tx) => {
    const context = await openStepForAction(tx, { ...options, kind: 'lesson' });
    const at = new Date();
    const already = context.state.progress.get(context.step.id)?.status === 'passed';
    const outcome = already ? null : await recordStepPassed(tx, { userId: options.user.id, ...context, attempts: 1, at });
    return presentGrade(context, { passed: true, message: translate(options.locale, 'runner.grade.read'), outcome });
  });
}

/**
 * Grades a quiz answer on the server. Until the quiz is passed each answer counts as an attempt and is kept;
 * once passed, answering again grades the answer but changes nothing.
 */
export async function answerQuiz(db: Database, options: StepAddress & { user: UserRow; answer: number[] | string; locale: Locale }): Promise<EduGrade> {
  return db.transaction(async (tx) => {
    const context = await openStepForAction(tx, { ...options, kind: 'quiz' });
    const { step, state, enrollment } = context;
    const quiz = step.quiz;
    // Content is validated on import; a quiz step without its quiz is refused like a step of another kind.
    if (!quiz) throw wrongStepKind('quiz');
    const passed = gradeQuizAnswer(quiz, options.answer);
    const message = passed
      ? translate(options.locale, 'runner.grade.passed')
      : `${translate(options.locale, 'runner.grade.quiz_wrong')} ${quiz.explanation[options.locale]}`.trim();
    const progress = state.progress.get(step.id);
    if (progress?.status === 'passed') return presentGrade(context, { passed, message, outcome: null });
    const at = new Date();
    const attempts = (progress?.attempts ?? 0) + 1;
    const lastAnswer = typeof options.answer === 'string' ? options.answer : [...options.answer].sort((a, b) => a - b);
    state.progress.set(step.id, await saveProgress(tx, { userId: options.user.id, stepId: step.id, attempt: enrollment.attempt, change: { lastAnswer, attempts }, at }));
    if (!passed) {
      await touchEnrollment(tx, { userId: options.user.id, projectId: context.outline.project.id, stepId: step.id, at });
      return presentGrade(context, { passed, message, outcome: null });
    }
    const outcome = await recordStepPassed(tx, { userId: options.user.id, ...context, attempts, at });
    return presentGrade(context, { passed, message, outcome });
  });
}
