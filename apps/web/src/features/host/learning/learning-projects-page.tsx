import '../../../styles/console.css';
import '../host.css';
import './learning-console.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { localized } from '../../../lib/format/localized.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../nav/host-section-bar.tsx';
import { useLearningProjects } from './api/learning-console-api.ts';
import { ImportZip } from './import-zip.tsx';
import { ProjectStateChip } from './parts/project-state-chip.tsx';

/** /host/learning: the projects the educator writes (an admin sees all), drafts included, with import. */
export default function LearningProjectsPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useLearningProjects();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <div>
          <h1 className="page-title">{t('host.learning.title')}</h1>
          <p className="cell-sub">{t('host.learning.lead')}</p>
        </div>
        <div className="host-inline">
          <Link className="btn btn-primary btn-sm" to={lp('/host/learning/new')}>
            {t('host.learning.new')}
          </Link>
          <ImportZip />
        </div>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <Empty text={t('host.learning.empty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <div className="cpt-table-wrap">
          <table className="cpt-table host-table">
            <caption className="sr-only">{t('host.learning.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('host.learning.project')}</th>
                <th scope="col">{t('host.learning.state')}</th>
                <th scope="col" className="hide-narrow">
                  {t('host.learning.subject')}
                </th>
                <th scope="col" className="hide-narrow">
                  {t('host.learning.size')}
                </th>
                <th scope="col" className="hide-narrow">
                  {t('host.learning.author')}
                </th>
                <th scope="col" className="hide-narrow">
                  {t('host.learning.updated')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={lp(`/host/learning/${item.id}`)} className="host-title-link">
                      {localized(item.title, i18n.language) || item.slug}
                    </Link>
                    <span className="cell-sub mono">{item.slug}</span>
                  </td>
                  <td>
                    <ProjectStateChip state={item.state} />
                  </td>
                  <td className="hide-narrow">
                    {t(`host.learning.category.${item.category}`)} · {t(`host.learning.level.${item.level}`)}
                  </td>
                  <td className="hide-narrow nowrap">{t('host.learning.counts', { stages: item.stage_count, steps: item.step_count })}</td>
                  <td className="hide-narrow">{item.author?.name ?? '—'}</td>
                  <td className="hide-narrow nowrap">{formatDate(item.updated_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
