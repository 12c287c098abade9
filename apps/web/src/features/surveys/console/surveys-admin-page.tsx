import '../../../styles/console.css';
import '../surveys.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { localized } from '../../../lib/format/localized.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { surveyPagePath } from '../survey-path.ts';
import { useHostSurveys } from './surveys-console-api.ts';

/** /host/surveys (admins): every survey with its state and counts, and the way to build a new one. */
export default function SurveysAdminPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useHostSurveys();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('survey.console.title')}</h1>
        <Link className="btn btn-primary btn-sm" to={lp('/host/surveys/new')}>
          {t('survey.console.new')}
        </Link>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={t('survey.console.empty')} /> : null}
      {list.data?.length ? (
        <ul className="notice-admin-list" aria-label={t('survey.console.title')}>
          {list.data.map((survey) => (
            <li key={survey.id} className="notice-admin-row" data-testid="survey-row">
              <div className="notice-admin-main">
                <span className="notice-row-labels">
                  <span className="chip chip-quiet">{t(`survey.kinds.${survey.kind}`)}</span>
                  <span className={survey.published ? 'chip host-chip-on' : 'chip chip-quiet'}>{survey.published ? t('survey.console.published') : t('survey.console.draft')}</span>
                </span>
                <strong>{localized(survey.title, i18n.language)}</strong>
                <span className="muted notice-row-meta">
                  {t('survey.console.counts', { responses: survey.response_count, opens: survey.open_count })}
                  {survey.closes_at ? ` · ${t('survey.console.closesAt')} ${formatDate(survey.closes_at, i18n.language, { withTime: true })}` : ''}
                </span>
              </div>
              <div className="notice-admin-actions">
                <Link className="btn btn-outline btn-sm" to={lp(`/host/surveys/${survey.id}`)}>
                  {t('survey.console.edit')}
                </Link>
                <Link className="btn btn-outline btn-sm" to={lp(`/host/surveys/${survey.id}/results`)}>
                  {t('survey.console.results')}
                </Link>
                {survey.published ? (
                  <Link className="btn btn-ghost btn-sm" to={lp(surveyPagePath(survey))}>
                    {t('survey.console.view')}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
