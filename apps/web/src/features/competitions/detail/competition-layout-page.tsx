import '../competition.css';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useLocale, useLocalePath } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { usePageSubject } from '../../../ui/use-page-title.ts';
import { useCompetition } from '../api/competition-api.ts';
import { CompetitionList } from '../list/competition-list.tsx';
import { CompetitionLoadError } from '../../../ui/load-error.tsx';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Loading } from '../../../ui/query-state.tsx';
import { CompetitionHeader } from './competition-header.tsx';
import { CompetitionTabs } from './competition-tabs.tsx';

/**
 * /competitions/{host}/{name}: the competition's header and tabs around the tab's page. Without a
 * name it is the list of that host's competitions.
 */
export default function CompetitionLayoutPage() {
  const { host, name } = useParams<{ host: 'official' | 'open'; name?: string }>();
  if (!name) return <CompetitionList host={host ?? 'official'} />;
  return <CompetitionFrame host={host ?? 'official'} name={name} />;
}

function CompetitionFrame({ host, name }: { host: 'official' | 'open'; name: string }) {
  const location = useLocation();
  const lp = useLocalePath();
  const query = useCompetition(name);
  const locale = useLocale();
  usePageSubject(query.data ? localized(query.data.title, locale) : undefined);

  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const competition = query.data;
  // A link with the wrong host segment still finds the competition; the address is corrected.
  if (competition.host !== host) {
    return <Navigate replace to={location.pathname.replace(`/competitions/${host}/`, `/competitions/${competition.host}/`)} />;
  }
  const tab = location.pathname
    .slice(lp(competitionPath(competition)).length)
    .replace(/^\/+/, '')
    .split('/')[0];
  return (
    <div className="container cpt-page">
      <CompetitionHeader competition={competition} compact={Boolean(tab) && tab !== 'overview'} />
      <CompetitionTabs competition={competition} />
      <section className="cpt-body">
        <Outlet context={competition} />
      </section>
    </div>
  );
}
