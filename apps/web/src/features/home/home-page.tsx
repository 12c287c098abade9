import './home.css';
import { useTranslation } from 'react-i18next';
import { BannerRow } from './banner-row.tsx';
import { OfficialCompetitions } from './official-competitions.tsx';
import { RollingBanner } from './rolling-banner.tsx';
import { StatusBar } from './status-bar.tsx';
import { TopRanking } from './top-ranking.tsx';

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
    </div>
  );
}
