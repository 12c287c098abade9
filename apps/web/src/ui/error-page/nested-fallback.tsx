import { useTranslation } from 'react-i18next';
import { localizePath, localeFromPath } from '../../lib/locale-path.ts';

/**
 * Shown when the error page itself fails. It may render outside the router, so it reads the
 * language from the address bar and uses a plain link.
 */
export function NestedFallback() {
  const { t } = useTranslation();
  const home = localizePath('/', localeFromPath(window.location.pathname));
  return (
    <section className="error-page" data-testid="error-page-nested" role="alert">
      <div className="error-text">
        <h1>{t('errorPage.nested.title')}</h1>
        <a className="btn btn-primary" href={home}>
          {t('errorPage.home')}
        </a>
      </div>
    </section>
  );
}
