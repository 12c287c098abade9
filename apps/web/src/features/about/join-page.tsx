import './about.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { SitePageText } from '../site-pages/site-page-text.tsx';

/** The steps of taking part, each with the page where it happens. */
const STEPS = [
  { step: 'signup', to: '/signup' },
  { step: 'compete', to: '/competitions' },
  { step: 'team', to: '/competitions' },
  { step: 'learn', to: '/edu/about' },
  { step: 'share', to: '/community' },
] as const;

/** /more/join: how to take part (the prose admins edit in the console), then step by step with each step's page. */
export default function JoinPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container page-pad about-page">
      <SitePageText pageKey="join" fallbackTitle={t('about.join.title')} />
      <ol className="about-steps">
        {STEPS.map(({ step, to }) => (
          <li key={step}>
            <h2>{t(`about.join.steps.${step}.title`)}</h2>
            <p>{t(`about.join.steps.${step}.body`)}</p>
            <Link to={lp(to)}>{t(`about.join.steps.${step}.link`)}</Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
