import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduGrade, EduStepView } from '@madang/contracts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { localized } from '../../../lib/format/localized.ts';
import { useAnswerQuiz, type StepAddress } from '../api/learning-api.ts';
import { InlineCode } from '../parts/inline-code.tsx';
import { GradeMessage } from './grade-message.tsx';

type Quiz = NonNullable<EduStepView['quiz']>;

const initialChoice = (quiz: Quiz) => (Array.isArray(quiz.last_answer) ? quiz.last_answer : []);
const initialText = (quiz: Quiz) => (typeof quiz.last_answer === 'string' ? quiz.last_answer : '');

/** A quiz: one choice, several choices or a short answer, graded on the server with its explanation. */
export function QuizStep({ step, address, onGraded }: { step: EduStepView; address: StepAddress; onGraded: (grade: EduGrade) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const quiz = step.quiz;
  const answer = useAnswerQuiz(address);
  const [chosen, setChosen] = useState<number[]>(() => (quiz ? initialChoice(quiz) : []));
  const [text, setText] = useState(() => (quiz ? initialText(quiz) : ''));
  if (!quiz) return null;

  const ready = quiz.kind === 'short' ? text.trim().length > 0 : chosen.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    answer.mutate(quiz.kind === 'short' ? text.trim() : chosen, { onSuccess: onGraded });
  };
  // A changed answer has not been graded: the last verdict goes until it is checked again.
  const toggle = (option: number) => {
    answer.reset();
    setChosen((previous) => (quiz.kind === 'single' ? [option] : previous.includes(option) ? previous.filter((value) => value !== option) : [...previous, option]));
  };

  return (
    <form className="edu-quiz" onSubmit={submit} data-testid="quiz">
      {quiz.kind === 'short' ? (
        <div className="field">
          <label htmlFor={`${id}-answer`}>{t('learn.quiz.answer')}</label>
          <input
            id={`${id}-answer`}
            value={text}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => {
              answer.reset();
              setText(event.target.value);
            }}
          />
        </div>
      ) : (
        <fieldset className="edu-quiz-options">
          <legend className="edu-quiz-legend">{quiz.kind === 'single' ? t('learn.quiz.pickOne') : t('learn.quiz.pickAll')}</legend>
          {quiz.options.map((option) => (
            <label key={option.id} className={`edu-quiz-option${chosen.includes(option.id) ? ' is-chosen' : ''}`}>
              <input type={quiz.kind === 'single' ? 'radio' : 'checkbox'} name={`${id}-quiz`} checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
              <span>
                <InlineCode text={localized(option.text, i18n.language)} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="edu-step-actions">
        <button type="submit" className="btn btn-primary" disabled={!ready || answer.isPending}>
          {t('learn.quiz.check')}
        </button>
      </div>
      {answer.isError ? (
        <p className="form-error" role="alert">
          {apiErrorText(answer.error, t)}
        </p>
      ) : null}
      {answer.data ? <GradeMessage grade={answer.data} /> : null}
    </form>
  );
}
