import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { ErrorIllustration } from './error-illustration.tsx';

export const COMING_SOON_STATUS = 9999;
export const PAGE_MISSING_STATUS = 4444;
export const MESSAGE_ONLY_STATUS = 9404;

interface ErrorPageProps {
  status: number;
  /** Extra text from the failure, shown under the standard explanation. */
  message?: string | undefined;
}

/** The error pages of spec section 8, one per status; anything unknown asks for a refresh. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const home = (
    <Link className="btn btn-primary" to={lp('/')} data-testid="error-page-home">
      {t('errorPage.home')}
    </Link>
  );

  if (status === 404) {
    return (
      <ErrorLayout status={status} art="missing" title={t('errorPage.notFound.title')}>
        <p>{t('errorPage.notFound.body')}</p>
        <p className="error-contact">
          {t('errorPage.notFound.contact')} <Link to={lp('/community')}>{t('errorPage.communityLink')}</Link>
        </p>
        {home}
      </ErrorLayout>
    );
  }
  if (status === PAGE_MISSING_STATUS) {
    return (
      <ErrorLayout status={status} art="missing" title={t('errorPage.missing.title')}>
        <p>{t('errorPage.missing.body')}</p>
        <Link to={lp('/')}>{t('errorPage.homeLink')}</Link>
      </ErrorLayout>
    );
  }
  if (status === COMING_SOON_STATUS) {
    return (
      <ErrorLayout status={status} art="soon" title={t('errorPage.soon.title')} showCode>
        <p>{message ?? t('errorPage.soon.body')}</p>
        {home}
      </ErrorLayout>
    );
  }
  if (status === MESSAGE_ONLY_STATUS) {
    return (
      <ErrorLayout status={status} art="missing" title={message ?? t('errorPage.messageOnly.title')}>
        {home}
      </ErrorLayout>
    );
  }
  return (
    <ErrorLayout status={status} art="broken" title={t('errorPage.other.title')} showCode>
      <p>{t('errorPage.other.body')}</p>
      {message ? <p className="error-message">{message}</p> : null}
      <p className="error-contact">
        {t('errorPage.other.contact')} <Link to={lp('/community')}>{t('errorPage.communityLink')}</Link>
      </p>
      <div className="error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('errorPage.refresh')}
        </button>
        <Link className="btn btn-ghost" to={lp('/')}>
          {t('errorPage.home')}
        </Link>
      </div>
    </ErrorLayout>
  );
}

interface ErrorLayoutProps {
  status: number;
  art: 'soon' | 'missing' | 'broken';
  title: string;
  showCode?: boolean;
  children: React.ReactNode;
}

function ErrorLayout({ status, art, title, showCode = status === 404, children }: ErrorLayoutProps) {
  const { t } = useTranslation();
  return (
    <section className="error-page" data-testid={`error-page-${status}`} aria-labelledby="error-page-title">
      <ErrorIllustration kind={art} />
      <div className="error-text">
        {showCode ? <p className="error-code">{t('errorPage.code', { code: status })}</p> : null}
        <h1 id="error-page-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
