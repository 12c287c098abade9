import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { BookIcon, ChatIcon, HomeIcon, MenuIcon, TrophyIcon } from '../../ui/icons.tsx';
import { builtLinks } from '../../app/routing/page-of.ts';
import { activeCategory, type BottomCategory } from './active-category.ts';

// Dialog code is fetched when the menu is first opened, not on every page load.
const MoreMenuDialog = lazy(() => import('./more-menu-dialog.tsx'));

const tabs = builtLinks<{ category: Exclude<BottomCategory, 'more'>; to: string; label: string; Icon: () => React.JSX.Element }>([
  { category: 'home', to: '/', label: 'nav.home', Icon: HomeIcon },
  { category: 'community', to: '/community', label: 'nav.community', Icon: ChatIcon },
  { category: 'competitions', to: '/competitions', label: 'nav.competitions', Icon: TrophyIcon },
  { category: 'hackathon', to: '/hackathon', label: 'nav.learning', Icon: BookIcon },
]);

/** The tab bar of small screens (< 768 px); More opens the full-screen menu. */
export function BottomBar() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const active = activeCategory(pathname);
  const [moreOpen, setMoreOpen] = useState(false);

  return (
    <nav className="bottom-bar" aria-label={t('nav.bottomLabel')} data-testid="bottom-bar">
      {tabs.map(({ category, to, label, Icon }) => (
        <Link key={category} to={lp(to)} className="bottom-bar-item" aria-current={active === category ? 'page' : undefined}>
          <Icon />
          <span>{t(label)}</span>
        </Link>
      ))}
      <button type="button" className="bottom-bar-item" aria-current={active === 'more' ? 'page' : undefined} aria-haspopup="dialog" onClick={() => setMoreOpen(true)}>
        <MenuIcon />
        <span>{t('nav.more')}</span>
      </button>
      <Suspense fallback={null}>{moreOpen ? <MoreMenuDialog onClose={() => setMoreOpen(false)} /> : null}</Suspense>
    </nav>
  );
}
