import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, LocalizedField, type Errors } from '../../form/form-controls.tsx';
import type { StepValues } from './step-values.ts';

type Code = StepValues['code'];

function CodeArea({
  label,
  hint,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="edu-console-code"
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A code step's starter, hidden check and model answer (Python), its hints in both languages, and whether a figure is expected. */
export function CodeFields({ code, onChange, errors }: { code: Code; onChange: (code: Code) => void; errors: Errors }) {
  const { t } = useTranslation();
  const set = <K extends keyof Code>(key: K, value: Code[K]) => onChange({ ...code, [key]: value });
  return (
    <fieldset className="host-form edu-console-code-fields">
      <legend>{t('host.learning.code.legend')}</legend>
      <CodeArea
        label={t('host.learning.code.starter')}
        hint={t('host.learning.code.starterHint')}
        value={code.starter}
        onChange={(v) => set('starter', v)}
        error={errors['code.starter']}
        testId="code-starter"
      />
      <CodeArea
        label={t('host.learning.code.solution')}
        hint={t('host.learning.code.solutionHint')}
        value={code.solution}
        onChange={(v) => set('solution', v)}
        error={errors['code.solution']}
        testId="code-solution"
      />
      <CodeArea
        label={t('host.learning.code.check')}
        hint={t('host.learning.code.checkHint')}
        value={code.check}
        onChange={(v) => set('check', v)}
        error={errors['code.check']}
        testId="code-check"
      />
      {code.hints.map((hint, index) => (
        <div key={index} className="edu-console-option">
          <LocalizedField
            label={t('host.learning.code.hint', { number: index + 1 })}
            value={hint}
            onChange={(v) =>
              set(
                'hints',
                code.hints.map((h, i) => (i === index ? v : h)),
              )
            }
            errors={errors}
            path={`code.hints.${index}`}
          />
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() =>
              set(
                'hints',
                code.hints.filter((_, i) => i !== index),
              )
            }
          >
            {t('host.learning.code.removeHint', { number: index + 1 })}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className="btn btn-outline btn-sm" disabled={code.hints.length >= 5} onClick={() => set('hints', [...code.hints, { ko: '', en: '' }])}>
          {t('host.learning.code.addHint')}
        </button>
      </div>
      <CheckField label={t('host.learning.code.expectsFigure')} checked={code.expects_figure} onChange={(v) => set('expects_figure', v)} />
    </fieldset>
  );
}
