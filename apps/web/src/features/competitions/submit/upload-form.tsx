import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMISSION_MEMO_MAX } from '@madang/contracts/submissions';
import type { CompetitionDetail } from '@madang/contracts';
import { checkFileBeforeUpload, checkRows, type FileProblem } from '../lib/file-check.ts';
import { FilePicker } from '../../../ui/file-picker.tsx';
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
      <FilePicker
        label={t('competition.submit.file')}
        rules={{ accept: [`.${rules.file_extension}`], maxBytes: rules.max_file_bytes }}
        note={t('competition.submit.rules', { rows: rules.max_rows.toLocaleString(), max: rules.file_name_max })}
        messages={{
          type: t('competition.errors.wrongExtension', { extension: rules.file_extension }),
          size: t('competition.errors.fileSize'),
          empty: t('competition.errors.emptyFile'),
        }}
        file={file}
        onChange={(chosen) => void choose(chosen)}
        disabled={disabled || uploading}
        progress={upload.state.phase === 'uploading' ? upload.state.progress : null}
        error={problem ? t(`competition.errors.${problem.key}`, { extension: rules.file_extension, limit: 'limit' in problem ? problem.limit.toLocaleString() : '' }) : undefined}
      />
      <div className="field">
        <label htmlFor={`${id}-memo`}>{t('competition.submit.memo')}</label>
        <input id={`${id}-memo`} value={memo} maxLength={SUBMISSION_MEMO_MAX} disabled={disabled || uploading} onChange={(event) => setMemo(event.target.value)} />
      </div>
      {upload.state.phase === 'uploading' ? (
        <UploadProgress onCancel={upload.cancel} />
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
