import { describe, expect, it } from 'vitest';
import { eduStepInputSchema } from '@madang/contracts';
import { stepInput, stepValues } from './step-values.ts';

const text = (en: string) => ({ ko: `${en} (ko)`, en });

describe('the step form', () => {
  it('sends only the parts of the chosen kind, as the API takes them', () => {
    const values = { ...stepValues(null), title: text('Sum'), body: text('Add it up.') };
    values.code = { starter: 'total = 0', check: 'check_object("total")', solution: 'total = 12', hints: [text('Use sum().')], expects_figure: true };
    values.quiz.options = [
      { id: 1, text: text('a') },
      { id: 2, text: text('b') },
    ];
    values.quiz.correct = [2];

    const lesson = stepInput({ ...values, kind: 'lesson' });
    expect(lesson).toEqual({ kind: 'lesson', title: values.title, body: values.body });
    const code = stepInput({ ...values, kind: 'code' });
    expect(eduStepInputSchema.parse(code)).toMatchObject({ kind: 'code', code: { solution: 'total = 12', expects_figure: true } });
    expect(code).not.toHaveProperty('quiz');
    const quiz = stepInput({ ...values, kind: 'quiz' });
    expect(eduStepInputSchema.parse(quiz)).toMatchObject({ kind: 'quiz', quiz: { kind: 'single', correct: [2], accepted: [] } });
  });

  it('takes short answers one per line and drops the options', () => {
    const values = { ...stepValues(null), kind: 'quiz' as const, title: text('Q'), body: text('What reads a CSV?') };
    values.quiz = { ...values.quiz, kind: 'short', accepted: '  read_csv \n\npd.read_csv\n', correct: [1] };
    expect(stepInput(values)).toMatchObject({ quiz: { kind: 'short', options: [], correct: [], accepted: ['read_csv', 'pd.read_csv'] } });
  });

  it('keeps a saved step’s parts, with its accepted answers as lines', () => {
    const saved = {
      id: 4,
      number: 2,
      kind: 'quiz' as const,
      title: text('Q'),
      body: text('B'),
      quiz: { kind: 'short' as const, options: [], correct: [], accepted: ['a', 'b'], explanation: text('E') },
      code: null,
      preview: null,
    };
    const values = stepValues(saved);
    expect(values.quiz.accepted).toBe('a\nb');
    expect(values.code).toEqual({ starter: '', check: '', solution: '', hints: [], expects_figure: false });
  });
});
