import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../ui/markdown/markdown.tsx';

interface Props {
  /** The board's catalog namespace for the form texts (`<ns>.form.bodyLabel`, …). */
  ns: 'talk' | 'code';
  value: string;
  maxLength: number;
  rows: number;
  error: string | undefined;
  onChange: (value: string) => void;
  previewTestId?: string;
}

/** A post's markdown text with a write/preview switch, as every board's form has it. */
export function MarkdownEditor({ ns, value, maxLength, rows, error, onChange, previewTestId }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <div className="talk-editor">
      <div className="talk-editor-tabs" role="tablist">
        {(['write', 'preview'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'chip is-active' : 'chip'} onClick={() => setTab(name)}>
            {t(`${ns}.form.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'write' ? (
        <label className="talk-field">
          <span>{t(`${ns}.form.bodyLabel`)}</span>
          <textarea rows={rows} value={value} maxLength={maxLength} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.value)} />
          <span className="field-hint">{t(`${ns}.form.bodyHint`)}</span>
          {error ? <span className="field-error">{error}</span> : null}
        </label>
      ) : (
        <div className="talk-preview" data-testid={previewTestId}>
          {value.trim() ? <Markdown source={value} /> : <p className="muted">{t(`${ns}.form.previewEmpty`)}</p>}
        </div>
      )}
    </div>
  );
}
