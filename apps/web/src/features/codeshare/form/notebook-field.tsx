import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTEBOOK_MAX_BYTES } from '@madang/contracts/codeshare';
import { useCommunityError } from '../../community/use-community-error.ts';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { previewNotebook } from '../api/code-api.ts';

const MAX_MB = NOTEBOOK_MAX_BYTES / 1024 / 1024;
const NOTEBOOK_RULES = { accept: ['.ipynb'], maxBytes: NOTEBOOK_MAX_BYTES };

interface Props {
  file: File | null;
  current: string | null;
  removeCurrent: boolean;
  error: string | undefined;
  progress: number | null;
  onFile: (file: File | null) => void;
  onRemoveCurrent: (remove: boolean) => void;
}

/**
 * The notebook of a post: a .ipynb file checked for its size here and for its content by the server, with
 * the server's rendering as a preview; on an edit, the current notebook can be kept, replaced or removed.
 */
export function NotebookField({ file, current, removeCurrent, error, progress, onFile, onRemoveCurrent }: Props) {
  const { t } = useTranslation();
  const errorText = useCommunityError();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setProblem(null);
    setPreview(null);
    onFile(chosen);
    if (!chosen) return;
    try {
      setPreview((await previewNotebook(chosen)).html);
    } catch (caught) {
      setProblem(errorText(caught));
      onFile(null);
    }
  };
  return (
    <div className="talk-field code-notebook-field">
      <FilePicker
        label={t('code.form.notebookLabel')}
        rules={NOTEBOOK_RULES}
        note={t('code.form.notebookHint')}
        messages={{ type: t('code.form.notebookWrongType'), size: t('code.form.notebookTooLarge', { max: MAX_MB }) }}
        file={file}
        // The post's text goes up with the notebook; the bar shows only when there is a notebook to watch.
        progress={file ? progress : null}
        onChange={(chosen) => void choose(chosen)}
        error={problem ?? error}
      />
      {current && !file ? (
        <div className="code-current-notebook">
          <span className={removeCurrent ? 'muted code-struck' : ''}>{t('code.form.notebookCurrent', { name: current })}</span>
          <label className="check">
            <input type="checkbox" checked={removeCurrent} onChange={(event) => onRemoveCurrent(event.target.checked)} />
            <span>{t('code.form.notebookRemove')}</span>
          </label>
        </div>
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
