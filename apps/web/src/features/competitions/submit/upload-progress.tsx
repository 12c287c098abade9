import { useTranslation } from 'react-i18next';

/** The running upload: how far it is, that the page must stay open, and a way to stop it. */
export function UploadProgress({ progress, fileName, onCancel }: { progress: number; fileName: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <div className="cpt-progress" data-testid="upload-progress">
      <div className="cpt-progress-head">
        <span className="mono">{fileName}</span>
        <span>{t('competition.submit.uploading', { percent })}</span>
      </div>
      <div className="period-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('competition.submit.progress')}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="cpt-warn" role="alert">
        {t('competition.submit.stayOnPage')}
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
        {t('competition.submit.cancelUpload')}
      </button>
    </div>
  );
}
