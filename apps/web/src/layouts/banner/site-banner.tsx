import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leadsToBuiltPage } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { BannerLink } from '../../features/home/banner-link.tsx';
import { useTopBanner } from '../../features/home/top-banner.ts';
import { useSession } from '../../features/session/use-session.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { BANNER_CLOSED_COOKIE, BANNER_CLOSED_KEY, shouldShowBanner } from './banner-visibility.ts';

function readClosedFlag(): string | null {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY);
  } catch {
    return null;
  }
}

const PROMOTED_PAGE = '/edu/online';

/** The 65 px strip above the header: the admins' top banner when one is live, else the promotion of a page that exists. */
export function SiteBanner() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(false);
  // The cookie reaches the server's render, so a strip dismissed earlier is not drawn at all. The session storage flag
  // is the spec's and the browser's alone: the server's render and its hydration show the strip until it is read.
  const hydrated = useHydrated();
  const closed = dismissed ? 'true' : (readCookie(BANNER_CLOSED_COOKIE) ?? (hydrated ? readClosedFlag() : null));
  const visible = shouldShowBanner(closed, user?.subscription);
  const top = useTopBanner(visible);

  if (!visible || (!top && !leadsToBuiltPage(PROMOTED_PAGE))) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(BANNER_CLOSED_KEY, 'true');
    } catch {
      // Storage can be off (private mode); the banner still collapses for this page view.
    }
    writeCookie(BANNER_CLOSED_COOKIE, 'true');
    setDismissed(true);
  };

  return (
    <aside className="site-banner" aria-label={t('banner.label')}>
      <div className="container site-banner-inner">
        {top?.link_url ? (
          <BannerLink href={top.link_url} className="site-banner-link">
            <span data-testid="top-banner">{top.title}</span>
            {top.body ? <strong className="site-banner-cta">{top.body}</strong> : null}
          </BannerLink>
        ) : top ? (
          <p className="site-banner-link" data-testid="top-banner">
            {top.title} {top.body}
          </p>
        ) : (
          <Link to={lp(PROMOTED_PAGE)} className="site-banner-link">
            <span className="site-banner-badge">{t('banner.badge')}</span>
            <span>{t('banner.text')}</span>
            <strong className="site-banner-cta">{t('banner.cta')}</strong>
          </Link>
        )}
        <button type="button" className="icon-btn site-banner-close" onClick={dismiss} aria-label={t('banner.close')}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
