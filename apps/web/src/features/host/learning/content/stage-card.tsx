import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EduAuthoringProject, EduAuthoringStage } from '@madang/contracts';
import { useLocalePath } from '../../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { localized } from '../../../../lib/format/localized.ts';
import { notify } from '../../../../ui/toast.ts';
import { usePartWrites } from '../api/learning-console-api.ts';
import { ConfirmButton } from '../parts/confirm-button.tsx';
import { PreviewStateChip } from './preview-state-chip.tsx';
import { StageForm, stageValues } from './stage-form.tsx';

/** `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

/** One stage: its texts (edited in place), its steps in order with moves, and the way to add a step. */
export function StageCard({ project, stage, index }: { project: EduAuthoringProject; stage: EduAuthoringStage; index: number }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const writes = usePartWrites(project.id);
  const [editing, setEditing] = useState(false);
  const fail = (error: unknown) => notify.error(apiErrorText(error, t));
  const stageIds = project.stages.map((s) => s.id);
  const stepIds = stage.steps.map((s) => s.id);
  const stepHref = (step: number | 'new') => lp(`/host/learning/${project.id}?tab=content&step=${step === 'new' ? `new-${stage.id}` : step}`);
  return (
    <section className="cpt-panel host-section edu-console-stage" aria-label={t('host.learning.stage.label', { number: stage.number })} data-testid={`stage-${stage.number}`}>
      <header className="edu-console-stage-head">
        <h2 className="cpt-section-title">
          {t('host.learning.stage.label', { number: stage.number })} · {localized(stage.title, i18n.language)}
        </h2>
        <span className="cell-sub">{t('host.learning.stage.xpShort', { xp: stage.xp })}</span>
        <div className="host-inline">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={index === 0}
            onClick={() => writes.orderStages.mutate(moved(stageIds, index, -1), { onError: fail })}
            aria-label={t('host.learning.moveUpStage', { number: stage.number })}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={index === stageIds.length - 1}
            onClick={() => writes.orderStages.mutate(moved(stageIds, index, 1), { onError: fail })}
            aria-label={t('host.learning.moveDownStage', { number: stage.number })}
          >
            ↓
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            {t('host.learning.stage.edit')}
          </button>
          <ConfirmButton
            label={t('host.learning.stage.delete')}
            title={t('host.learning.stage.deleteTitle', { number: stage.number })}
            body={t('host.learning.stage.deleteBody')}
            busy={writes.deleteStage.isPending}
            onConfirm={() => writes.deleteStage.mutate(stage.id, { onError: fail })}
          />
        </div>
      </header>
      {editing ? (
        <StageForm
          initial={stageValues(stage)}
          saving={writes.saveStage.isPending}
          submitLabel={t('host.learning.form.save')}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            await writes.saveStage.mutateAsync({ stageId: stage.id, values });
            setEditing(false);
          }}
        />
      ) : null}
      {stage.steps.length === 0 ? <p className="cell-sub">{t('host.learning.step.none')}</p> : null}
      <ol className="edu-console-steps">
        {stage.steps.map((step, stepIndex) => (
          <li key={step.id} className="edu-console-step" data-testid={`step-${stage.number}-${step.number}`}>
            <span className="edu-console-step-number">{step.number}</span>
            <span className="chip chip-quiet">{t(`host.learning.kind.${step.kind}`)}</span>
            <Link to={stepHref(step.id)} className="host-title-link edu-console-step-title">
              {localized(step.title, i18n.language)}
            </Link>
            {step.kind === 'code' ? <PreviewStateChip preview={step.preview} /> : null}
            <span className="host-inline edu-console-step-actions">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={stepIndex === 0}
                onClick={() => writes.orderSteps.mutate({ stageId: stage.id, ids: moved(stepIds, stepIndex, -1) }, { onError: fail })}
                aria-label={t('host.learning.moveUpStep', { number: step.number })}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={stepIndex === stepIds.length - 1}
                onClick={() => writes.orderSteps.mutate({ stageId: stage.id, ids: moved(stepIds, stepIndex, 1) }, { onError: fail })}
                aria-label={t('host.learning.moveDownStep', { number: step.number })}
              >
                ↓
              </button>
              <ConfirmButton
                label={t('host.learning.step.delete')}
                title={t('host.learning.step.deleteTitle', { number: step.number })}
                body={t('host.learning.step.deleteBody')}
                busy={writes.deleteStep.isPending}
                onConfirm={() => writes.deleteStep.mutate(step.id, { onError: fail })}
              />
            </span>
          </li>
        ))}
      </ol>
      <div>
        <Link className="btn btn-outline btn-sm" to={stepHref('new')}>
          {t('host.learning.step.add')}
        </Link>
      </div>
    </section>
  );
}
