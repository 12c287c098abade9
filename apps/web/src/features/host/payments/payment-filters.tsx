import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStates, planKinds } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { SelectField } from '../form/form-controls.tsx';
import type { FilterFields } from './payment-filter.ts';

/** The list's filters; applying them puts them in the address (so a filtered list can be shared and exported). */
export function PaymentFilters({ fields, onApply }: { fields: FilterFields; onApply: (fields: FilterFields) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(fields);
  const set = (name: keyof FilterFields) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="pay-filters" role="search" aria-label={t('pay.console.filters')} onSubmit={submit}>
      <SelectField
        label={t('pay.console.state')}
        value={draft.state}
        onChange={set('state')}
        options={[{ value: '', label: t('pay.console.any') }, ...orderStates.map((state) => ({ value: state, label: t(`pay.console.states.${state}`) }))]}
      />
      <SelectField
        label={t('pay.console.kind')}
        value={draft.kind}
        onChange={set('kind')}
        options={[{ value: '', label: t('pay.console.any') }, ...planKinds.map((kind) => ({ value: kind, label: t(`pay.kinds.${kind}`) }))]}
      />
      <Field label={t('pay.console.search')} value={draft.q} maxLength={100} onChange={set('q')} />
      <Field label={t('pay.console.from')} type="date" value={draft.from} onChange={set('from')} />
      <Field label={t('pay.console.to')} type="date" value={draft.to} onChange={set('to')} />
      <button type="submit" className="btn btn-primary">
        {t('pay.console.apply')}
      </button>
    </form>
  );
}
