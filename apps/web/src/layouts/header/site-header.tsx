import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { openLoginPopup } from '../../app/app-state.ts';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { useSession } from '../../features/session/use-session.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { SearchIcon, UserIcon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';
import { NavMenus } from './nav-menus.tsx';
import { UserMenu } from './user-menu.tsx';

const MobileProfilePanel = lazy(() => import('./mobile-profile-panel.tsx'));
// Members only, so a visitor's first visit carries none of it. It shares the panel's Suspense: the panel is an overlay.
const XpButton = lazy(() => import('../../features/xp/xp-button.tsx'));

export function SiteHeader({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user, isLoading } = useSession();
  const [panelOpen, setPanelOpen] = useState(false);

  return (
    <header className={`site-header site-header-${tone}`}>
      <div className="container header-inner">
        <Link to={lp('/')} className="header-logo">
          <Logo label={t('common.homeLabel')} />
        </Link>
        <Link to={lp('/hackathon')} className="partner-logo" aria-label={t('header.partnerLearning')}>
          {t('header.partnerBadge')}
        </Link>
        <NavMenus />
        <div className="header-actions">
          <Link to={lp('/search?tab=total')} className="icon-btn" aria-label={t('header.search')}>
            <SearchIcon />
          </Link>
          <Link to={lp('/edu/online')} className="btn btn-outline btn-sm header-subscribe">
            {user?.subscription ? t('header.mySubscription') : t('header.subscribe')}
          </Link>
          {isLoading ? (
            <span className="header-user-placeholder" aria-hidden="true" />
          ) : user ? (
            <>
              <Suspense fallback={null}>
                <XpButton />
                {panelOpen ? <MobileProfilePanel user={user} onClose={() => setPanelOpen(false)} /> : null}
              </Suspense>
              <NotificationBell />
              <div className="desktop-only">
                <UserMenu user={user} />
              </div>
              <button
                type="button"
                className="avatar-trigger mobile-only"
                onClick={() => setPanelOpen(true)}
                aria-label={t('header.myMenu')}
              >
                <Avatar user={user} size={28} />
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-ghost btn-sm desktop-only" onClick={() => openLoginPopup(1)} data-testid="header-login">
                {t('header.login')}
              </button>
              <button type="button" className="btn btn-primary btn-sm desktop-only" onClick={() => openLoginPopup(2)} data-testid="header-signup">
                {t('header.signup')}
              </button>
              <button type="button" className="icon-btn mobile-only" onClick={() => openLoginPopup(1)} aria-label={t('header.login')}>
                <UserIcon />
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
