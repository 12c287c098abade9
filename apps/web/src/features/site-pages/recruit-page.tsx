import './site-pages.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { SitePageText } from './site-page-text.tsx';

/**
 * /more/recruit: the installation's own open positions, written by its admins in the console. Without any, it says
 * so and points to the way organisations work with this Madang instead: the hosting inquiry.
 */
export default function RecruitPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container page-pad site-page">
      <SitePageText
        pageKey="recruit"
        fallbackTitle={t('about.recruit.title')}
        empty={
          <div className="cpt-state" data-testid="recruit-empty">
            <p>{t('about.recruit.empty')}</p>
            <Link className="btn btn-outline" to={lp('/sponsorship')}>
              {t('about.recruit.sponsorship')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
