import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { eduStepKinds, type EduAuthoringProject, type EduAuthoringStage, type EduAuthoringStep } from '@madang/contracts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { localized } from '../../../../lib/format/localized.ts';
import { notify } from '../../../../ui/toast.ts';
import { LocalizedField, MarkdownField, SelectField } from '../../form/form-controls.tsx';
import { useFormErrors } from '../../../../ui/use-form-errors.ts';
import { usePartWrites, usePreviewStep } from '../api/learning-console-api.ts';
import { CodeFields } from './code-fields.tsx';
import { PreviewResult } from './preview-result.tsx';
import { QuizFields } from './quiz-fields.tsx';
import { stepInput, stepValues } from './step-values.ts';

/** One step's whole form, with the markdown's rendering and, for a code step, the live preview of what is typed. */
export function StepEditor({
  project,
  stage,
  step,
  onClose,
  onCreated,
}: {
  project: EduAuthoringProject;
  stage: EduAuthoringStage;
  step: EduAuthoringStep | null;
  onClose: () => void;
  onCreated: (stepId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const writes = usePartWrites(project.id);
  const preview = usePreviewStep(project.id);
  const [values, setValues] = useState(() => stepValues(step));
  const { errors, formError, clear, show } = useFormErrors();
  const saving = writes.addStep.isPending || writes.saveStep.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      if (step) {
        await writes.saveStep.mutateAsync({ stepId: step.id, values: stepInput(values) });
        notify.success(t('host.learning.step.saved'));
      } else {
        const saved = await writes.addStep.mutateAsync({ stageId: stage.id, values: stepInput(values) });
        const created = saved.stages.find((s) => s.id === stage.id)?.steps.at(-1);
        notify.success(t('host.learning.step.created'));
        if (created) onCreated(created.id);
      }
    } catch (error) {
      show(error);
    }
  };
  const runPreview = () => {
    if (!step) return;
    const { starter, check, solution } = values.code;
    preview.mutate({ stepId: step.id, draft: { starter, check, solution } }, { onError: (error) => notify.error(apiErrorText(error, t)) });
  };

  return (
    <section className="cpt-panel host-section" aria-labelledby="edu-step-editor">
      <button type="button" className="host-back edu-console-link-button" onClick={onClose}>
        {t('host.learning.step.back')}
      </button>
      <h2 id="edu-step-editor" className="cpt-section-title">
        {step
          ? t('host.learning.step.editTitle', { stage: stage.number, step: step.number })
          : t('host.learning.step.newTitle', { stage: stage.number, title: localized(stage.title, i18n.language) })}
      </h2>
      <form className="host-form" onSubmit={(e) => void submit(e)} noValidate>
        <SelectField
          label={t('host.learning.step.kind')}
          value={values.kind}
          onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as typeof v.kind }))}
          options={eduStepKinds.map((k) => ({ value: k, label: t(`host.learning.kind.${k}`) }))}
        />
        <LocalizedField
          label={t('host.learning.step.title')}
          value={values.title}
          onChange={(title) => setValues((v) => ({ ...v, title }))}
          errors={errors}
          path="title"
          required
        />
        <MarkdownField
          label={t(values.kind === 'quiz' ? 'host.learning.step.question' : 'host.learning.step.body')}
          value={values.body}
          onChange={(body) => setValues((v) => ({ ...v, body }))}
          error={errors['body.ko'] ?? errors['body.en']}
        />
        {values.kind === 'quiz' ? <QuizFields quiz={values.quiz} onChange={(quiz) => setValues((v) => ({ ...v, quiz }))} errors={errors} /> : null}
        {values.kind === 'code' ? <CodeFields code={values.code} onChange={(code) => setValues((v) => ({ ...v, code }))} errors={errors} /> : null}
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="host-inline">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {step ? t('host.learning.form.save') : t('host.learning.step.create')}
          </button>
          {values.kind === 'code' && step ? (
            <button type="button" className="btn btn-outline" disabled={preview.isPending} onClick={runPreview}>
              {t('host.learning.preview.run')}
            </button>
          ) : null}
        </div>
        {values.kind === 'code' && !step ? <p className="cell-sub">{t('host.learning.preview.saveFirst')}</p> : null}
      </form>
      {values.kind === 'code' && step ? (
        <section className="edu-console-preview-pane" aria-labelledby="edu-preview-title" aria-live="polite">
          <h3 id="edu-preview-title">{t('host.learning.preview.title')}</h3>
          <p className="cell-sub">{t('host.learning.preview.lead')}</p>
          <PreviewResult preview={step.preview} />
        </section>
      ) : null}
    </section>
  );
}
