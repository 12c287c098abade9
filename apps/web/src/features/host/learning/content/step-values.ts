import type { EduAuthoringStep, EduStepInput, EduStepKind, LocalizedText, QuizKind } from '@madang/contracts';

/** The step form keeps every kind's parts, so switching the kind back and forth loses nothing typed. */
export interface StepValues {
  kind: EduStepKind;
  title: LocalizedText;
  body: LocalizedText;
  quiz: { kind: QuizKind; options: { id: number; text: LocalizedText }[]; correct: number[]; accepted: string; explanation: LocalizedText };
  code: { starter: string; check: string; solution: string; hints: LocalizedText[]; expects_figure: boolean };
}

const blank = (): LocalizedText => ({ ko: '', en: '' });

export function stepValues(step: EduAuthoringStep | null): StepValues {
  return {
    kind: step?.kind ?? 'lesson',
    title: step?.title ?? blank(),
    body: step?.body ?? blank(),
    quiz: step?.quiz
      ? { ...step.quiz, accepted: step.quiz.accepted.join('\n') }
      : {
          kind: 'single',
          options: [
            { id: 1, text: blank() },
            { id: 2, text: blank() },
          ],
          correct: [],
          accepted: '',
          explanation: blank(),
        },
    code: step?.code ? { ...step.code } : { starter: '', check: '', solution: '', hints: [], expects_figure: false },
  };
}

/** The form as the API takes it: only the parts of the chosen kind. */
export function stepInput(values: StepValues): EduStepInput {
  const base = { title: values.title, body: values.body };
  if (values.kind === 'lesson') return { kind: 'lesson', ...base };
  if (values.kind === 'code') return { kind: 'code', ...base, code: values.code };
  const { quiz } = values;
  const accepted = quiz.accepted
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return quiz.kind === 'short'
    ? { kind: 'quiz', ...base, quiz: { kind: 'short', options: [], correct: [], accepted, explanation: quiz.explanation } }
    : { kind: 'quiz', ...base, quiz: { kind: quiz.kind, options: quiz.options, correct: quiz.correct, accepted: [], explanation: quiz.explanation } };
}
