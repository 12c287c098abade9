import DOMPurify from 'dompurify';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTEBOOK_MAX_BYTES } from '@madang/contracts/codeshare';
import { useTalkError } from '../../talkboard/use-talk-error.ts';
import { previewNotebook } from '../api/code-api.ts';

const MAX_MB = NOTEBOOK_MAX_BYTES / 1024 / 1024;

interface Props {
  file: File | null;
  current: string | null;
  removeCurrent: boolean;
  error: string | undefined;
  onFile: (file: File | null) => void;
  onRemoveCurrent: (remove: boolean) => void;
}

/**
 * The notebook of a post: a .ipynb file checked for its size here and for its content by the server, with
 * the server's rendering as a preview; on an edit, the current notebook can be kept, replaced or removed.
 */
export function NotebookField({ file, current, removeCurrent, error, onFile, onRemoveCurrent }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useTalkError();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setProblem(null);
    setPreview(null);
    if (chosen && !chosen.name.toLowerCase().endsWith('.ipynb')) return setProblem(t('code.form.notebookWrongType'));
    if (chosen && chosen.size > NOTEBOOK_MAX_BYTES) return setProblem(t('code.form.notebookTooLarge', { max: MAX_MB }));
    onFile(chosen);
    if (!chosen) return;
    try {
      setPreview((await previewNotebook(chosen)).html);
    } catch (caught) {
      setProblem(errorText(caught));
      onFile(null);
    }
  };
  const shown = problem ?? error;
  return (
    <div className="talk-field code-notebook-field">
      <label htmlFor={id}>{t('code.form.notebookLabel')}</label>
      {current && !file ? (
        <div className="code-current-notebook">
          <span className={removeCurrent ? 'muted code-struck' : ''}>{t('code.form.notebookCurrent', { name: current })}</span>
          <label className="check">
            <input type="checkbox" checked={removeCurrent} onChange={(event) => onRemoveCurrent(event.target.checked)} />
            <span>{t('code.form.notebookRemove')}</span>
          </label>
        </div>
      ) : null}
      <input id={id} type="file" accept=".ipynb,application/x-ipynb+json,application/json" aria-invalid={shown ? true : undefined} onChange={(event) => void choose(event.target.files?.[0] ?? null)} />
      <span className="field-hint">{t('code.form.notebookHint', { max: MAX_MB })}</span>
      {shown ? (
        <span className="field-error" role="alert">
          {shown}
        </span>
      ) : null}
      {preview ? (
        <details className="code-preview" open>
          <summary>{t('code.form.previewNotebook')}</summary>
          <div className="nb-scroll" data-testid="notebook-preview" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(preview, { USE_PROFILES: { html: true } }) }} />
        </details>
      ) : null}
    </div>
  );
}
