import './code-uploads.css';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { formatBytes } from '../../lib/format/bytes.ts';
import { formatPostDate } from '../../lib/format/dates.ts';
import { notify } from '../../ui/toast.ts';
import { useCodeFiles, useCodeUploadCheck, useDeleteCode, useUploadCode } from './code-upload-api.ts';

const ACCEPT = '.zip,.tar.gz,.tgz,.py,.ipynb,.r,.pdf,.md,.txt';

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
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setError(null);
    if (!file) return setError(t('errors.code_upload_empty'));
    send.mutate(file, {
      onSuccess: () => {
        notify.success(t('competition.codeUpload.uploaded'));
        if (input.current) input.current.value = '';
      },
      onError: (caught) => setError(apiErrorText(caught, t)),
    });
  };

  return (
    <section className="cpt-panel" aria-labelledby="winner-code-title" data-testid="winner-code">
      <h2 id="winner-code-title" className="cpt-section-title">
        {t('competition.codeUpload.title')}
      </h2>
      <p>{t('competition.codeUpload.intro', { rank })}</p>
      <form className="winner-code-form" onSubmit={submit}>
        <label>
          <span>{t('competition.codeUpload.choose')}</span>
          <input ref={input} type="file" accept={ACCEPT} />
        </label>
        <button type="submit" className="btn btn-primary btn-sm" disabled={send.isPending}>
          {send.isPending ? t('competition.codeUpload.uploading') : t('competition.codeUpload.upload')}
        </button>
      </form>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {files.data && files.data.items.length === 0 ? <p className="muted">{t('competition.codeUpload.empty')}</p> : null}
      <ul className="winner-code-files">
        {files.data?.items.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
            <span className="muted">
              {formatBytes(file.size_bytes)} · {file.uploader?.name ?? '—'} · {formatPostDate(file.c_time, i18n.language)}
            </span>
            <button
              type="button"
              className="link-btn"
              disabled={remove.isPending}
              onClick={() => remove.mutate(file.id, { onSuccess: () => notify.success(t('competition.codeUpload.deleted')), onError: (e) => notify.error(apiErrorText(e, t)) })}
            >
              {t('competition.codeUpload.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
