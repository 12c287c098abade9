import { useTranslation } from 'react-i18next';
import { quizKinds } from '@madang/contracts';
import { LocalizedField, SelectField, type Errors } from '../../form/form-controls.tsx';
import type { StepValues } from './step-values.ts';

type Quiz = StepValues['quiz'];

/** A quiz's kind, its options with the correct ones marked (or the accepted short answers), and the explanation. */
export function QuizFields({ quiz, onChange, errors }: { quiz: Quiz; onChange: (quiz: Quiz) => void; errors: Errors }) {
  const { t } = useTranslation();
  const set = <K extends keyof Quiz>(key: K, value: Quiz[K]) => onChange({ ...quiz, [key]: value });
  const nextId = Math.max(0, ...quiz.options.map((o) => o.id)) + 1;
  const toggle = (id: number, on: boolean) => {
    if (quiz.kind === 'single') set('correct', on ? [id] : []);
    else set('correct', on ? [...quiz.correct, id] : quiz.correct.filter((c) => c !== id));
  };
  return (
    <fieldset className="host-form edu-console-quiz">
      <legend>{t('host.learning.quiz.legend')}</legend>
      <SelectField
        label={t('host.learning.quiz.kind')}
        value={quiz.kind}
        onChange={(e) => onChange({ ...quiz, kind: e.target.value as Quiz['kind'], correct: [] })}
        options={quizKinds.map((k) => ({ value: k, label: t(`host.learning.quiz.kinds.${k}`) }))}
      />
      {quiz.kind === 'short' ? (
        <div className="field">
          <label htmlFor="edu-quiz-accepted">{t('host.learning.quiz.accepted')}</label>
          <textarea
            id="edu-quiz-accepted"
            rows={3}
            value={quiz.accepted}
            onChange={(e) => set('accepted', e.target.value)}
            aria-invalid={errors['quiz.accepted'] ? true : undefined}
          />
          <p className="field-hint">{t('host.learning.quiz.acceptedHint')}</p>
          {errors['quiz.accepted'] ? (
            <p className="field-error" role="alert">
              {errors['quiz.accepted']}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="edu-console-options">
          {quiz.options.map((option, index) => (
            <div key={option.id} className="edu-console-option">
              <label className="host-check">
                <input
                  type={quiz.kind === 'single' ? 'radio' : 'checkbox'}
                  name="edu-quiz-correct"
                  checked={quiz.correct.includes(option.id)}
                  onChange={(e) => toggle(option.id, e.target.checked)}
                />
                <span>{t('host.learning.quiz.correctOption', { number: index + 1 })}</span>
              </label>
              <LocalizedField
                label={t('host.learning.quiz.option', { number: index + 1 })}
                value={option.text}
                onChange={(text) =>
                  set(
                    'options',
                    quiz.options.map((o) => (o.id === option.id ? { ...o, text } : o)),
                  )
                }
                errors={errors}
                path={`quiz.options.${index}.text`}
              />
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={quiz.options.length <= 2}
                onClick={() => onChange({ ...quiz, options: quiz.options.filter((o) => o.id !== option.id), correct: quiz.correct.filter((c) => c !== option.id) })}
              >
                {t('host.learning.quiz.removeOption', { number: index + 1 })}
              </button>
            </div>
          ))}
          {errors['quiz.correct'] || errors['quiz.options'] ? (
            <p className="field-error" role="alert">
              {errors['quiz.correct'] ?? errors['quiz.options']}
            </p>
          ) : null}
          <div>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={quiz.options.length >= 10}
              onClick={() => set('options', [...quiz.options, { id: nextId, text: { ko: '', en: '' } }])}
            >
              {t('host.learning.quiz.addOption')}
            </button>
          </div>
        </div>
      )}
      <LocalizedField label={t('host.learning.quiz.explanation')} value={quiz.explanation} onChange={(v) => set('explanation', v)} errors={errors} path="quiz.explanation" />
    </fieldset>
  );
}
