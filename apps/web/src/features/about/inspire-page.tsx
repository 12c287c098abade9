import '../interviews/interviews.css';
import './about.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useInterviewList } from '../interviews/api/interviews-api.ts';
import { AreaLinks, type AreaLink } from './area-links.tsx';

/** How many of the newest interviews the page shows; the rest are a link away. */
const SHOWN = 3;

const PATHS: readonly AreaLink[] = [
  { to: '/competitions', area: 'competitions' },
  { to: '/edu', area: 'learning' },
  { to: '/codeshare', area: 'codeshare' },
];

/** The newest published winner interviews, as the interviews' own cards. */
function LatestInterviews() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const list = useInterviewList(1);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={t('about.inspire.loadError')} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <Empty text={t('about.inspire.empty')} />;
  return (
    <ul className="interview-cards" data-testid="inspire-interviews">
      {list.data.items.slice(0, SHOWN).map((item) => (
        <li key={item.win_id} className="interview-card">
          <Link to={lp(`/more/interview/${item.win_id}`)} className="interview-card-link">
            {item.cover_image_url ? <img className="interview-card-cover" src={item.cover_image_url} alt="" loading="lazy" /> : <span className="interview-card-cover is-empty" aria-hidden="true" />}
            <span className="interview-card-body">
              {item.competition ? <span className="chip chip-quiet interview-card-competition">{item.competition.title}</span> : null}
              <span className="interview-card-title">{item.title}</span>
              <span className="interview-card-summary">{item.summary}</span>
              <span className="muted interview-card-meta">{item.winners}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /inspire: what members have achieved, in the winners' own interviews, and where to start. */
export default function InspirePage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container page-pad about-page">
      <h1 className="page-title">{t('about.inspire.title')}</h1>
      <p className="about-lead">{t('about.inspire.lead')}</p>
      <section aria-labelledby="inspire-stories">
        <div className="about-section-head">
          <h2 id="inspire-stories">{t('about.inspire.storiesTitle')}</h2>
          <Link to={lp('/more/interview')}>{t('about.inspire.allInterviews')}</Link>
        </div>
        <LatestInterviews />
      </section>
      <section aria-labelledby="inspire-start">
        <h2 id="inspire-start">{t('about.inspire.startTitle')}</h2>
        <AreaLinks links={PATHS} label={t('about.inspire.startTitle')} />
      </section>
    </div>
  );
}
