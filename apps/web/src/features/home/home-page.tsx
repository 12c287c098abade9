import './home.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../i18n/setup.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { BannerRow } from './banner-row.tsx';
import { OfficialCompetitions } from './official-competitions.tsx';
import { RollingBanner } from './rolling-banner.tsx';
import { StatusBar } from './status-bar.tsx';
import { TopRanking } from './top-ranking.tsx';

// Loaded after the page itself: most visits have no popup to show, and the long list sits below the fold.
const NoticePopup = lazy(async () => (await Promise.all([import('../notices/popup/notice-popup.tsx'), loadNamespaces(['notice'])]))[0]);
const BannerPopup = lazy(() => import('./banner-popup.tsx'));
const MoreList = lazyPart('homeMoreList', async () => (await import('./more-list.tsx')).default);

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="container home">
      <h1 className="sr-only">{t('home.title')}</h1>
      <RollingBanner />
      <StatusBar />
      <div className="home-grid">
        <OfficialCompetitions />
        <TopRanking />
      </div>
      <BannerRow />
      <Suspense fallback={null}>
        <MoreList />
      </Suspense>
      <Suspense fallback={null}>
        <NoticePopup />
        <BannerPopup />
      </Suspense>
    </div>
  );
}
