import '../../../styles/console.css';
import '../surveys.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { formatCount } from '../../../lib/format/numbers.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { surveyCsvUrl, useSurveyResults } from './surveys-console-api.ts';

/** /host/surveys/{id}/results (admins): counts per option and scale point as bars, the texts, the files, and the CSV. */
export default function SurveyResultsPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const id = Number(useParams().id);
  const results = useSurveyResults(id);
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      {results.isPending ? <Loading /> : null}
      {results.isError ? <Failed onRetry={() => void results.refetch()} /> : null}
      {results.data ? (
        <>
          <header className="host-head">
            <h1 className="page-title">{t('survey.console.resultsTitle', { title: results.data.title })}</h1>
            <div className="host-inline">
              <a className="btn btn-primary btn-sm" href={surveyCsvUrl(id)} download data-testid="survey-csv">
                {t('survey.console.csv')}
              </a>
              <Link className="btn btn-ghost btn-sm" to={lp('/host/surveys')}>
                {t('survey.console.back')}
              </Link>
            </div>
          </header>
          <p className="cell-sub" data-testid="survey-response-count">
            {t('survey.console.responses', { count: results.data.response_count, opens: results.data.open_count })}
          </p>
          <div className="host-stack">
            {results.data.questions.map((question) => {
              const most = Math.max(1, ...question.counts.map((item) => item.count));
              return (
                <section key={question.id} className="cpt-panel host-section" aria-label={question.title} data-testid={`result-${question.id}`}>
                  <h2 className="section-title">{question.title}</h2>
                  <p className="cell-sub">
                    {t(`survey.questionKinds.${question.kind}`)} · {t('survey.console.answeredCount', { count: question.answered })}
                  </p>
                  {question.counts.length ? (
                    <ul className="survey-bars">
                      {question.counts.map((item) => (
                        <li key={item.key}>
                          <span className="survey-bar-label">{item.label}</span>
                          <span className="survey-bar" style={{ inlineSize: `${(item.count / most) * 100}%` }} aria-hidden="true" />
                          <span className="survey-bar-count">{formatCount(item.count, i18n.language)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {question.kind === 'text' ? (
                    question.texts.length ? (
                      <ul className="survey-texts">
                        {question.texts.map((text, i) => (
                          <li key={i}>{text}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="cell-sub">{t('survey.console.noTexts')}</p>
                    )
                  ) : null}
                  {question.kind === 'file' ? (
                    question.files.length ? (
                      <ul className="survey-texts">
                        {question.files.map((file) => (
                          <li key={file.url}>
                            <a href={file.url}>{file.name}</a> <span className="cell-sub">{formatBytes(file.size)}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="cell-sub">{t('survey.console.noFiles')}</p>
                    )
                  ) : null}
                </section>
              );
            })}
          </div>
        </>
      ) : null}
    </div>
  );
}
