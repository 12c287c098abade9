import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { planKinds, planVisibilities, type HostPlan, type PlanKind } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { notify } from '../../../ui/toast.ts';
import { useFormErrors } from '../../../ui/use-form-errors.ts';
import { SelectField } from '../form/form-controls.tsx';
import { useSavePlan } from './api/payments-console-api.ts';
import { draftOf, emptyDraft, inputOf, type PlanDraft } from './plan-draft.ts';

/** The console's plan form: a new plan, or one plan's changes (its price changes only what is sold from now on). */
export function PlanForm({ plan, onDone }: { plan: HostPlan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? draftOf(plan) : emptyDraft()));
  const save = useSavePlan();
  const form = useFormErrors();
  const set = (field: keyof PlanDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    save.mutate(
      { id: plan?.id ?? null, input: inputOf(draft) },
      {
        onSuccess: () => {
          notify.success(t('pay.console.saved'));
          onDone();
        },
        onError: form.show,
      },
    );
  };
  const e = form.errors;
  return (
    <form className="card host-form pay-plan-form" onSubmit={submit} noValidate aria-label={t(plan ? 'pay.console.editPlan' : 'pay.console.newPlan')}>
      <div className="host-grid">
        <SelectField
          label={t('pay.console.kind')}
          value={draft.kind}
          disabled={plan !== null}
          onChange={(event) => setDraft((current) => ({ ...emptyDraft(event.target.value as PlanKind), name_ko: current.name_ko, name_en: current.name_en }))}
          options={planKinds.map((kind) => ({ value: kind, label: t(`pay.kinds.${kind}`) }))}
          error={e.kind}
        />
        <SelectField
          label={t('pay.console.visibility')}
          value={draft.visibility}
          onChange={set('visibility')}
          options={planVisibilities.map((visibility) => ({ value: visibility, label: t(`pay.console.visibilities.${visibility}`) }))}
          error={e.visibility}
        />
        <Field label={t('pay.console.nameKo')} value={draft.name_ko} onChange={set('name_ko')} error={e.name_ko} required />
        <Field label={t('pay.console.nameEn')} value={draft.name_en} onChange={set('name_en')} error={e.name_en} required />
        <Field label={t('pay.console.price')} inputMode="numeric" value={draft.price} onChange={set('price')} error={e.price} required />
        <Field label={t('pay.console.months')} inputMode="numeric" value={draft.period_months} onChange={set('period_months')} error={e.period_months} />
        <Field label={t('pay.console.discount')} inputMode="numeric" value={draft.discount_percent} onChange={set('discount_percent')} error={e.discount_percent} />
        {draft.kind === 'ranker_lecture' ? (
          <Field label={t('pay.console.project')} inputMode="numeric" value={draft.project_id} onChange={set('project_id')} error={e.project_id} />
        ) : null}
        {draft.kind === 'offline_course' ? (
          <>
            <Field label={t('pay.console.seats')} inputMode="numeric" value={draft.seats} onChange={set('seats')} error={e.seats} />
            <Field label={t('pay.console.startsAt')} type="datetime-local" value={draft.starts_at} onChange={set('starts_at')} error={e.starts_at} />
          </>
        ) : null}
      </div>
      <label className="field">
        <span>{t('pay.console.descriptionKo')}</span>
        <textarea rows={3} value={draft.description_ko} onChange={set('description_ko')} />
      </label>
      <label className="field">
        <span>{t('pay.console.descriptionEn')}</span>
        <textarea rows={3} value={draft.description_en} onChange={set('description_en')} />
      </label>
      {form.formError ? (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="host-inline">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('pay.console.save')}
        </button>
      </div>
    </form>
  );
}
