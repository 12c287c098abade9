import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';

/** A profile of nobody (an unknown or withdrawn member). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container profile-missing">
      <h1 className="page-title">{t('profile.missingTitle')}</h1>
      <p className="muted">{t('profile.missingText')}</p>
      <Link className="btn btn-primary" to={lp('/')}>
        {t('profile.home')}
      </Link>
    </div>
  );
}
