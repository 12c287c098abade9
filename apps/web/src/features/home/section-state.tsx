import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  kind: 'empty' | 'error';
  text: string;
  onRetry?: () => void;
  action?: { to: string; label: string };
}

/** The empty and error states of a home list. */
export function SectionState({ kind, text, onRetry, action }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`section-state section-${kind}`} role={kind === 'error' ? 'alert' : undefined}>
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
      {action ? (
        <Link to={action.to} className="btn btn-outline btn-sm">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
