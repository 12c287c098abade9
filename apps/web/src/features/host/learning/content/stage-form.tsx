import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduStageInput } from '@madang/contracts';
import { Field } from '../../../../ui/field.tsx';
import { LocalizedField } from '../../form/form-controls.tsx';
import { useFormErrors } from '../../../../ui/use-form-errors.ts';

type StageValues = { title: { ko: string; en: string }; summary: { ko: string; en: string }; xp: string };

export const stageValues = (stage?: { title: StageValues['title']; summary: StageValues['summary']; xp: number }): StageValues =>
  stage ? { title: stage.title, summary: stage.summary, xp: String(stage.xp) } : { title: { ko: '', en: '' }, summary: { ko: '', en: '' }, xp: '50' };

/** A stage's title and summary in both languages and the XP its clear earns. */
export function StageForm({
  initial,
  onSave,
  onCancel,
  saving,
  submitLabel,
}: {
  initial: StageValues;
  onSave: (input: EduStageInput) => Promise<unknown>;
  onCancel?: () => void;
  saving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const { errors, formError, clear, show } = useFormErrors();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    await onSave({ title: values.title, summary: values.summary, xp: Number(values.xp) }).catch(show);
  };
  return (
    <form className="host-form edu-console-stage-form" onSubmit={(e) => void submit(e)} noValidate>
      <LocalizedField label={t('host.learning.stage.title')} value={values.title} onChange={(title) => setValues((v) => ({ ...v, title }))} errors={errors} path="title" required />
      <LocalizedField
        label={t('host.learning.stage.summary')}
        value={values.summary}
        onChange={(summary) => setValues((v) => ({ ...v, summary }))}
        errors={errors}
        path="summary"
      />
      <Field
        label={t('host.learning.stage.xp')}
        type="number"
        min={0}
        max={500}
        value={values.xp}
        onChange={(e) => setValues((v) => ({ ...v, xp: e.target.value }))}
        error={errors.xp}
        hint={t('host.learning.stage.xpHint')}
      />
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="host-inline">
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
            {t('host.learning.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
