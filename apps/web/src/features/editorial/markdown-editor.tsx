import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../ui/markdown/markdown.tsx';

/** A markdown textarea with the rendered text under it, as readers will see it. */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 12,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="notice-md-editor">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} rows={rows} value={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
        {hint ? (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls, and keyboard users scroll what they can focus */}
      <section className="host-md-preview" aria-label={t('notice.host.preview')} tabIndex={0}>
        <span className="host-md-preview-label">{t('notice.host.preview')}</span>
        {value.trim() ? <Markdown source={value} testId="notice-preview" /> : <p className="muted">{t('notice.host.previewEmpty')}</p>}
      </section>
    </div>
  );
}
