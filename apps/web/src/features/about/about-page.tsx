import './about.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { AreaLinks, type AreaLink } from './area-links.tsx';

const AREAS: readonly AreaLink[] = [
  { to: '/competitions', area: 'competitions' },
  { to: '/community', area: 'community' },
  { to: '/codeshare', area: 'codeshare' },
  { to: '/edu', area: 'learning' },
  { to: '/ranking', area: 'ranking' },
  { to: '/more/interview', area: 'interviews' },
];

const DOES = ['compete', 'talk', 'share', 'learn'] as const;

/** /about and /more/about: what Madang is, what members do on it, who runs it, and the way into each area. */
export default function AboutPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container page-pad about-page">
      <h1 className="page-title">{t('about.about.title')}</h1>
      <p className="about-lead">{t('about.about.lead')}</p>

      <section aria-labelledby="about-does">
        <h2 id="about-does">{t('about.about.doesTitle')}</h2>
        <ul className="about-points">
          {DOES.map((item) => (
            <li key={item}>
              <strong>{t(`about.about.does.${item}.title`)}</strong>
              <p>{t(`about.about.does.${item}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-runs">
        <h2 id="about-runs">{t('about.about.runsTitle')}</h2>
        <p>{t('about.about.runsBody')}</p>
        <p>{t('about.about.hostBody')}</p>
        <p className="about-actions">
          <Link className="btn btn-outline" to={lp('/sponsorship')}>
            {t('about.about.hostLink')}
          </Link>
        </p>
      </section>

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
