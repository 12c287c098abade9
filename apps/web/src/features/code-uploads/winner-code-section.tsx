import './code-uploads.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_UPLOAD_MAX_BYTES, type CodeUploadList, codeUploadExtensions } from '@madang/contracts/code-uploads';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { formatBytes } from '../../lib/format/bytes.ts';
import { formatPostDate } from '../../lib/format/dates.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FilePicker } from '../../ui/file-picker.tsx';
import { notify } from '../../ui/toast.ts';
import { useUploadProgress } from '../../ui/use-upload-progress.ts';
import { useCodeFiles, useCodeUploadCheck, useDeleteCode, useUploadCode } from './code-upload-api.ts';

const RULES = { accept: codeUploadExtensions.map((extension) => `.${extension}`), maxBytes: CODE_UPLOAD_MAX_BYTES };

type CodeFile = CodeUploadList['items'][number];

/** On a closed competition's submissions tab: a team within the prize places uploads its code and write-up for verification. */
export function WinnerCodeSection({ competitionId }: { competitionId: number }) {
  const check = useCodeUploadCheck(competitionId);
  if (!check.data?.can_upload) return null;
  return <WinnerCodeForm competitionId={competitionId} rank={check.data.rank ?? 0} />;
}

function WinnerCodeForm({ competitionId, rank }: { competitionId: number; rank: number }) {
  const { t, i18n } = useTranslation();
  const files = useCodeFiles(competitionId);
  const send = useUploadCode(competitionId);
  const remove = useDeleteCode(competitionId);
  const { progress, onProgress, stop } = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<CodeFile | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!file) return setError(t('errors.code_upload_empty'));
    onProgress(0);
    send.mutate(
      { file, onProgress },
      {
        onSuccess: () => {
          notify.success(t('competition.codeUpload.uploaded'));
          setFile(null);
        },
        onError: (caught) => setError(apiErrorText(caught, t)),
        onSettled: stop,
      },
    );
  };

  const confirmDelete = (target: CodeFile) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(t('competition.codeUpload.deleted'));
      },
    });

  return (
    <section className="cpt-panel" aria-labelledby="winner-code-title" data-testid="winner-code">
      <h2 id="winner-code-title" className="cpt-section-title">
        {t('competition.codeUpload.title')}
      </h2>
      <p>{t('competition.codeUpload.intro', { rank })}</p>
      <form className="winner-code-form" onSubmit={submit}>
        <FilePicker
          label={t('competition.codeUpload.choose')}
          rules={RULES}
          file={file}
          onChange={(picked) => {
            setError(undefined);
            setFile(picked);
          }}
          disabled={send.isPending}
          progress={progress}
          error={error}
          messages={{ type: t('errors.code_upload_type'), size: t('errors.code_upload_too_big') }}
          testId="winner-code-file"
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={send.isPending}>
          {send.isPending ? t('competition.codeUpload.uploading') : t('competition.codeUpload.upload')}
        </button>
      </form>
      {files.data && files.data.items.length === 0 ? <p className="muted">{t('competition.codeUpload.empty')}</p> : null}
      <ul className="winner-code-files">
        {files.data?.items.map((item) => (
          <li key={item.id}>
            <a href={item.url} download={item.name}>
              {item.name}
            </a>
            <span className="muted">
              {formatBytes(item.size_bytes)} · {item.uploader?.name ?? '—'} · {formatPostDate(item.c_time, i18n.language)}
            </span>
            <button type="button" className="link-btn" onClick={() => setDeleting(item)}>
              {t('competition.codeUpload.delete')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t('competition.codeUpload.confirmTitle')}
        body={t('competition.codeUpload.confirmBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('competition.codeUpload.delete')}
        danger
        busy={remove.isPending}
        error={remove.error ? apiErrorText(remove.error, t) : null}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        testId="winner-code-delete"
      />
    </section>
  );
}
