import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/field.tsx';
import type { PrizeRow, SponsorRow } from '../lib/competition-form.ts';
import { LocalizedField, type Errors } from './form-controls.tsx';
import { ImageField } from './image-field.tsx';

/** The prize table: rank, amount in won and a label per language. */
export function PrizeFields({ rows, onChange, errors }: { rows: PrizeRow[]; onChange: (rows: PrizeRow[]) => void; errors: Errors }) {
  const { t } = useTranslation();
  const update = (index: number, row: PrizeRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <section className="cpt-panel host-section">
      <h2 className="cpt-section-title">{t('host.form.prizes')}</h2>
      {rows.map((row, index) => (
        <div key={index} className="host-list-row" data-testid="prize-row">
          <div className="host-grid">
            <Field
              type="number"
              min={1}
              label={t('host.form.prizeRank')}
              value={row.rank}
              error={errors[`prizes.${index}.rank`]}
              onChange={(e) => update(index, { ...row, rank: e.target.value })}
            />
            <Field
              type="number"
              min={0}
              label={t('host.form.prizeAmount')}
              value={row.amount}
              error={errors[`prizes.${index}.amount`]}
              onChange={(e) => update(index, { ...row, amount: e.target.value })}
            />
          </div>
          <LocalizedField
            label={t('host.form.prizeLabel')}
            path={`prizes.${index}.label`}
            value={row.label}
            errors={errors}
            onChange={(label) => update(index, { ...row, label })}
          />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            {t('host.form.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...rows, { rank: String(rows.length + 1), amount: '', label: { ko: '', en: '' } }])}>
        {t('host.form.addPrize')}
      </button>
    </section>
  );
}

/** Sponsors shown on the competition's card and page: a name, an uploaded logo (or its address) and a link. */
export function SponsorFields({ rows, onChange, errors }: { rows: SponsorRow[]; onChange: (rows: SponsorRow[]) => void; errors: Errors }) {
  const { t } = useTranslation();
  const update = (index: number, row: SponsorRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <section className="cpt-panel host-section">
      <h2 className="cpt-section-title">{t('host.form.sponsors')}</h2>
      {rows.map((row, index) => (
        <div key={index} className="host-list-row" data-testid="sponsor-row">
          <div className="host-grid">
            <Field label={t('host.form.sponsorName')} value={row.name} error={errors[`sponsors.${index}.name`]} onChange={(e) => update(index, { ...row, name: e.target.value })} />
            <Field
              type="url"
              label={t('host.form.sponsorLogo')}
              value={row.logo_url}
              error={errors[`sponsors.${index}.logo_url`]}
              onChange={(e) => update(index, { ...row, logo_url: e.target.value })}
            />
            <Field
              type="url"
              label={t('host.form.sponsorUrl')}
              value={row.url}
              error={errors[`sponsors.${index}.url`]}
              onChange={(e) => update(index, { ...row, url: e.target.value })}
            />
          </div>
          <ImageField
            shape="logo"
            label={t('host.image.logo', { name: row.name || index + 1 })}
            value={row.logo_url}
            onChange={(logo_url) => update(index, { ...row, logo_url })}
          />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            {t('host.form.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...rows, { name: '', logo_url: '', url: '' }])}>
        {t('host.form.addSponsor')}
      </button>
    </section>
  );
}
