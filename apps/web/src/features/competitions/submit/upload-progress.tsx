import { useTranslation } from 'react-i18next';

/** While the file picker shows how far the upload is: that the page must stay open, and a way to stop it. */
export function UploadProgress({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cpt-progress" data-testid="upload-progress">
      <p className="cpt-warn" role="alert">
        {t('competition.submit.stayOnPage')}
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
        {t('competition.submit.cancelUpload')}
      </button>
    </div>
  );
}
