import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { leadsToBuiltPage } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { openLoginPopup } from '../../app/app-state.ts';
import { useSession } from '../../features/session/use-session.ts';
import { SubscriptionButton } from '../../features/subscriptions/member/subscription-button.tsx';
import { PartnerHeaderLabel } from '../../features/subscriptions/partner/partner-header-label.tsx';
import { SearchIcon, UserIcon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { loadNamespaces } from '../../i18n/setup.ts';
import { NavMenus } from './nav-menus.tsx';

// Members only, so a visitor's first visit carries none of it.
const MemberControls = lazyPart('memberControls', async () => (await Promise.all([import('./member-controls.tsx'), loadNamespaces(['xp'])]))[0].default);
// The footer offers the same choice at once; the header's menu follows the first paint (the first visit's budget).
const LanguageMenu = lazyPart('languageMenu', async () => (await import('./language-menu.tsx')).LanguageMenu);

const LEARNING_HUB = '/hackathon';

export function SiteHeader({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user, isLoading } = useSession();

  return (
    <header className={`site-header site-header-${tone}`}>
      <div className="container header-inner">
        <Link to={lp('/')} className="header-logo">
          <Logo label={t('common.homeLabel')} />
        </Link>
        <PartnerHeaderLabel />
        {leadsToBuiltPage(LEARNING_HUB) ? (
          <Link to={lp(LEARNING_HUB)} className="partner-logo" aria-label={t('header.partnerLearning')}>
            {t('header.partnerBadge')}
          </Link>
        ) : null}
        <NavMenus />
        <div className="header-actions">
          <Link to={lp('/search?tab=total')} className="icon-btn" aria-label={t('header.search')}>
            <SearchIcon />
          </Link>
          <Suspense fallback={null}>
            <LanguageMenu />
          </Suspense>
          <SubscriptionButton />
          {isLoading ? (
            <span className="header-user-placeholder" aria-hidden="true" />
          ) : user ? (
            <Suspense fallback={<span className="header-user-placeholder" aria-hidden="true" />}>
              <MemberControls user={user} />
            </Suspense>
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
