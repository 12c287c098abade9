import './about.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { SitePageText } from '../site-pages/site-page-text.tsx';
import { AreaLinks, type AreaLink } from './area-links.tsx';

const AREAS: readonly AreaLink[] = [
  { to: '/competitions', area: 'competitions' },
  { to: '/community', area: 'community' },
  { to: '/codeshare', area: 'codeshare' },
  { to: '/edu', area: 'learning' },
  { to: '/ranking', area: 'ranking' },
  { to: '/more/interview', area: 'interviews' },
];

/**
 * /about and /more/about: what Madang is, what members do on it and who runs it (the prose admins edit in the
 * console), then the way to hosting and into each area.
 */
export default function AboutPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container page-pad about-page">
      <SitePageText pageKey="about" fallbackTitle={t('about.about.title')} />
      <p className="about-actions">
        <Link className="btn btn-outline" to={lp('/sponsorship')}>
          {t('about.about.hostLink')}
        </Link>
      </p>

      <section aria-labelledby="about-areas">
        <h2 id="about-areas">{t('about.about.areasTitle')}</h2>
        <AreaLinks links={AREAS} label={t('about.about.areasTitle')} />
      </section>

      <p className="about-actions">
        <Link className="btn btn-primary" to={lp('/more/join')}>
          {t('about.about.joinLink')}
        </Link>
      </p>
    </div>
  );
}
