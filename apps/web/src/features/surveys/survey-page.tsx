import '../../styles/console.css';
import './surveys.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { SurveyData, SurveyKind } from '@madang/contracts/surveys';
import { openLoginPopup } from '../../app/app-state.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { stripLocale } from '../../lib/locale-path.ts';
import { ErrorPage } from '../../ui/error-page/error-page.tsx';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { usePageSubject } from '../../ui/use-page-title.ts';
import { useSession } from '../session/use-session.ts';
import { trackSurveyOpen, useOpenSurveys, useSurveyAnswered, useSurveyData } from './api/surveys-api.ts';
import { SurveyForm } from './parts/survey-form.tsx';
import { TalentPoolStatus } from './parts/talent-pool-status.tsx';

/** The kind a survey address names: `/job/survey/…`, `/winner/survey/…` or `/survey/…`. */
const kindOfPath = (pathname: string): SurveyKind => {
  const path = stripLocale(pathname);
  return path.startsWith('/job/') ? 'job' : path.startsWith('/winner/') ? 'winner' : 'general';
};

/** The surveys of a kind open now, for the address without a survey number. */
function SurveyList({ kind }: { kind: SurveyKind }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useOpenSurveys(kind);
  const prefix = kind === 'general' ? '' : `/${kind}`;
  return (
    <div className="container page-pad survey-page">
      <h1 className="page-title">{t(`survey.kinds.${kind}`)}</h1>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={t('survey.answer.noSurvey')} /> : null}
      <ul className="notice-admin-list">
        {list.data?.map((item) => (
          <li key={item.id} className="notice-admin-row">
            <div className="notice-admin-main">
              <Link to={lp(`${prefix}/survey/${item.id}`)}>
                <strong>{item.title}</strong>
              </Link>
              {item.closes_at ? (
                <span className="cell-sub">
                  {t('survey.console.closesAt')} {formatDate(item.closes_at, i18n.language, { withTime: true })}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the reader may do now: log in, read why not, see their answer was taken, or answer. */
function SurveyBody({ survey }: { survey: SurveyData }) {
  const { t } = useTranslation();
  const session = useSession();
  const answered = useSurveyAnswered(survey.id, session.isLoggedIn);
  const [done, setDone] = useState(false);
  const callout = (text: string, testId: string) => (
    <p className="cpt-callout" role="status" data-testid={testId}>
      {text}
    </p>
  );
  // On the job survey the talent pool follows: leaving at any time, joining once the member has answered.
  const pool = (answeredNow: boolean) => (survey.kind === 'job' ? <TalentPoolStatus canJoin={answeredNow} /> : null);
  if (done) {
    return (
      <>
        {callout(t('survey.answer.thanks'), 'survey-thanks')}
        {pool(true)}
      </>
    );
  }
  if (survey.state !== 'open') return callout(t(`survey.answer.${survey.state}`), 'survey-state');
  if (!session.isLoggedIn) {
    return (
      <div className="cpt-callout" data-testid="survey-login">
        <p>{t('survey.answer.loginNeeded')}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => openLoginPopup(1)}>
          {t('survey.answer.login')}
        </button>
      </div>
    );
  }
  if (answered.isPending) return <Loading />;
  if (answered.isError) return <Failed onRetry={() => void answered.refetch()} />;
  if (answered.data.answered) {
    return (
      <>
        {callout(t('survey.answer.answered'), 'survey-answered')}
        {pool(true)}
      </>
    );
  }
  if (!answered.data.eligible) return callout(t('survey.answer.notEligible'), 'survey-not-eligible');
  return (
    <>
      <SurveyForm survey={survey} onDone={() => setDone(true)} />
      {pool(false)}
    </>
  );
}

function SurveyView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const data = useSurveyData(id);
  usePageSubject(data.data?.title);
  useEffect(() => {
    void trackSurveyOpen(id).catch(() => undefined);
  }, [id]);
  if (data.isPending) return <Loading />;
  if (data.isError) return isApiError(data.error) && data.error.status === 404 ? <ErrorPage status={404} /> : <Failed onRetry={() => void data.refetch()} />;
  const survey = data.data;
  const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language, { withTime: true }) : t('survey.answer.always'));
  return (
    <div className="container page-pad survey-page">
      <header className="survey-head">
        <span className="notice-row-labels">
          <span className="chip chip-quiet">{t(`survey.kinds.${survey.kind}`)}</span>
          <span className={survey.state === 'open' ? 'chip host-chip-on' : 'chip chip-quiet'}>{t(`survey.states.${survey.state}`)}</span>
        </span>
        <h1 className="page-title">{survey.title}</h1>
        {survey.competition ? <p className="cell-sub">{t('survey.answer.competition', { competition: survey.competition.title })}</p> : null}
        {survey.opens_at || survey.closes_at ? <p className="cell-sub">{t('survey.answer.period', { from: when(survey.opens_at), to: when(survey.closes_at) })}</p> : null}
        {survey.description ? <p className="survey-description">{survey.description}</p> : null}
      </header>
      <SurveyBody survey={survey} />
    </div>
  );
}

/** `/survey/{id?}`, `/job/survey/{id?}` and `/winner/survey/{id?}`: one survey to answer, or the open ones of the kind. */
export default function SurveyPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  // Keyed by the survey so moving to another one starts afresh, without the last one's answers or thanks.
  return id ? <SurveyView key={id} id={Number(id)} /> : <SurveyList kind={kindOfPath(pathname)} />;
}
