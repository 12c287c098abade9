import '../../styles/console.css';
import './host.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { formatScheduleDate } from '../../lib/format/dates.ts';
import { localized } from '../../lib/format/localized.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useHostCompetitions } from './api/host-api.ts';
import { StatusChips } from './status-chips.tsx';
import { HostSectionBar } from './nav/host-section-bar.tsx';

/** /host: the competitions the host runs (an admin sees all), with their state and a way to edit each. */
export default function HostHomePage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useHostCompetitions();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('host.home.title')}</h1>
        <Link className="btn btn-primary" to={lp('/host/competitions/new')}>
          {t('host.home.new')}
        </Link>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <Empty text={t('host.home.empty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <div className="cpt-table-wrap">
          <table className="cpt-table host-table">
            <caption className="sr-only">{t('host.home.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('host.home.competition')}</th>
                <th scope="col">{t('host.home.state')}</th>
                <th scope="col" className="hide-narrow">
                  {t('host.home.period')}
                </th>
                <th scope="col" className="hide-narrow">
                  {t('host.home.teams')}
                </th>
                <th scope="col" className="hide-narrow">
                  {t('host.home.submissions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={lp(`/host/competitions/${item.id}`)} className="host-title-link">
                      {localized(item.title, i18n.language) || item.slug}
                    </Link>
                    <span className="cell-sub mono">{item.slug}</span>
                  </td>
                  <td>
                    <StatusChips published={item.published} status={item.status} phase={item.phase} />
                  </td>
                  <td className="hide-narrow nowrap">
                    {formatScheduleDate(item.starts_at, i18n.language)} – {formatScheduleDate(item.ends_at, i18n.language)}
                  </td>
                  <td className="hide-narrow">{item.team_count}</td>
                  <td className="hide-narrow">{item.submission_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
