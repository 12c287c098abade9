import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { Markdown } from '../../../ui/markdown/markdown.tsx';

export type Errors = Record<string, string>;

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  options: { value: string; label: string }[];
}

/** A labelled select with the same look and error wiring as `Field`. */
export function SelectField({ label, error, options, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="host-select" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} text={error} />
    </div>
  );
}

export function CheckField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: ReactNode }) {
  return (
    <label className="host-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
      {hint ? <small>{hint}</small> : null}
    </label>
  );
}

/** A Korean and an English input side by side. */
export function LocalizedField({
  label,
  value,
  onChange,
  errors,
  path,
  required,
}: {
  label: string;
  value: LocalizedText;
  onChange: (v: LocalizedText) => void;
  errors: Errors;
  path: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="host-pair">
      {(['ko', 'en'] as const).map((lang) => (
        <Field
          key={lang}
          label={`${label} (${t(`host.lang.${lang}`)})`}
          value={value[lang]}
          required={required}
          error={errors[`${path}.${lang}`] ?? (lang === 'ko' ? errors[path] : undefined)}
          onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
        />
      ))}
    </div>
  );
}

/** A markdown textarea per language with the rendered page beside it, as participants will see it. */
export function MarkdownField({ label, value, onChange, error }: { label: string; value: LocalizedText; onChange: (v: LocalizedText) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="host-md">
      <legend>{label}</legend>
      {(['ko', 'en'] as const).map((lang) => (
        <div key={lang} className="host-md-row">
          <div className="field">
            <label htmlFor={`${id}-${lang}`}>{t(`host.lang.${lang}`)}</label>
            <textarea id={`${id}-${lang}`} rows={8} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
          </div>
          <section className="host-md-preview" aria-label={t('host.form.preview')}>
            <span className="host-md-preview-label">{t('host.form.preview')}</span>
            {value[lang].trim() ? <Markdown source={value[lang]} /> : <p className="cell-sub">{t('host.form.previewEmpty')}</p>}
          </section>
        </div>
      ))}
      <ErrorText id={`${id}-error`} text={error} />
    </fieldset>
  );
}
