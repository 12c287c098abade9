import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { notify } from '../../../ui/toast.ts';
import { useFormErrors } from '../../../ui/use-form-errors.ts';
import { CheckField } from '../form/form-controls.tsx';
import { useSavePartner } from './api/partners-console-api.ts';

/** A new partner school, or one partner's changes (a changed period applies to the grants from now on). */
export function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePartner();
  const form = useFormErrors();
  const [draft, setDraft] = useState({
    code: partner?.code ?? '',
    name_ko: partner?.name_ko ?? '',
    name_en: partner?.name_en ?? '',
    period_days: String(partner?.period_days ?? 90),
    active: partner?.active ?? true,
  });
  const set = (field: 'code' | 'name_ko' | 'name_en' | 'period_days') => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    save.mutate(
      { id: partner?.id ?? null, input: { ...draft, period_days: Number(draft.period_days) } },
      {
        onSuccess: () => {
          notify.success(t('host.partners.saved'));
          onDone();
        },
        onError: form.show,
      },
    );
  };
  return (
    <form className="card host-form" onSubmit={submit} noValidate aria-label={t(partner ? 'host.partners.edit' : 'host.partners.new')} data-testid="partner-form">
      <div className="host-grid">
        <Field label={t('host.partners.code')} name="code" value={draft.code} onChange={set('code')} hint={t('host.partners.codeHint')} error={form.errors.code} required />
        <Field label={t('host.partners.nameKo')} name="name_ko" value={draft.name_ko} onChange={set('name_ko')} error={form.errors.name_ko} required />
        <Field label={t('host.partners.nameEn')} name="name_en" value={draft.name_en} onChange={set('name_en')} error={form.errors.name_en} required />
        <Field
          label={t('host.partners.periodDays')}
          name="period_days"
          type="number"
          min={1}
          value={draft.period_days}
          onChange={set('period_days')}
          error={form.errors.period_days}
          required
        />
      </div>
      <CheckField label={t('host.partners.active')} checked={draft.active} onChange={(active) => setDraft((current) => ({ ...current, active }))} />
      {form.formError ? (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <div className="host-inline">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {t('host.partners.save')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
