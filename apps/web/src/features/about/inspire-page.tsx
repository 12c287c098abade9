import './about.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useInterviewList } from '../interviews/api/interviews-api.ts';
import { InterviewCards } from '../interviews/interview-cards.tsx';
import { SitePageText } from '../site-pages/site-page-text.tsx';
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
  return <InterviewCards items={list.data.items.slice(0, SHOWN)} hrefOf={(id) => lp(`/more/interview/${id}`)} testId="inspire-interviews" meta={(item) => item.winners} />;
}

/** /inspire: what members have achieved (the lead admins edit in the console), the winners' own interviews, and where to start. */
export default function InspirePage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="container page-pad about-page">
      <SitePageText pageKey="inspire" fallbackTitle={t('about.inspire.title')} />
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
