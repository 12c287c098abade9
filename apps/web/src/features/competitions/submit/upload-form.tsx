import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_MEMO_MAX } from '@madang/contracts/submissions';
import type { CompetitionDetail } from '@madang/contracts';
import { checkFileBeforeUpload, checkRows, type FileProblem } from '../lib/file-check.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { UploadProgress } from './upload-progress.tsx';
import type { useUpload } from './use-upload.ts';

interface Props {
  competition: CompetitionDetail;
  upload: ReturnType<typeof useUpload>;
  disabled: boolean;
}

/** Choosing a file (checked in the browser first), a memo, the confirmation, then the upload. */
export function UploadForm({ competition, upload, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [memo, setMemo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { rules } = competition;
  const uploading = upload.state.phase === 'uploading';

  async function choose(chosen: File | null) {
    upload.reset();
    setFile(chosen);
    setProblem(null);
    if (!chosen) return;
    setProblem(checkFileBeforeUpload(chosen, rules) ?? (await checkRows(chosen, rules)));
  }

  function send() {
    setConfirming(false);
    if (!file) return;
    void upload.start(file, memo).then(() => {
      setFile(null);
      setMemo('');
      if (input.current) input.current.value = '';
    });
  }

  return (
    <form
      className="cpt-upload"
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !problem) setConfirming(true);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('competition.submit.file')}</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={`.${rules.file_extension}`}
          disabled={disabled || uploading}
          aria-describedby={`${id}-rules`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-rules`} className="field-hint">
          {t('competition.submit.rules', { extension: rules.file_extension, size: formatBytes(rules.max_file_bytes), rows: rules.max_rows.toLocaleString(), max: rules.file_name_max })}
        </p>
        {problem ? (
          <p className="field-error" role="alert" data-testid="file-problem">
            {t(`competition.errors.${problem.key}`, { extension: rules.file_extension, limit: 'limit' in problem ? problem.limit.toLocaleString() : '' })}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-memo`}>{t('competition.submit.memo')}</label>
        <input id={`${id}-memo`} value={memo} maxLength={SUBMISSION_MEMO_MAX} disabled={disabled || uploading} onChange={(event) => setMemo(event.target.value)} />
      </div>
      {upload.state.phase === 'uploading' ? (
        <UploadProgress progress={upload.state.progress} fileName={upload.state.fileName} onCancel={upload.cancel} />
      ) : (
        <button type="submit" className="btn btn-primary" disabled={disabled || !file || problem !== null}>
          {t('competition.submit.send')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('competition.submit.confirmTitle')}
        body={t('competition.submit.confirmBody')}
        confirmLabel={t('competition.submit.send')}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        testId="submit-confirm"
      />
    </form>
  );
}
