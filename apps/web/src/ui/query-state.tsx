import { useTranslation } from 'react-i18next';
import './query-state.css';

/** The loading, failed and empty states every list and page shares. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="cpt-state" aria-busy="true">
      <span className="cpt-spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function Failed({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cpt-state" role="alert">
      <p>{text ?? t('common.loadError')}</p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <div className="cpt-state">
      <p>{text}</p>
    </div>
  );
}
