import '../learning.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { useDailyCompletion, useMainList } from '../api/learning-api.ts';
import { suggestNext } from '../lib/learning-lib.ts';
import { MyLearning } from './my-learning.tsx';
import { ProjectGrid } from './project-grid.tsx';

function TodayCount() {
  const { t } = useTranslation();
  const daily = useDailyCompletion(true);
  if (!daily.isSuccess) return null;
  return <p className="edu-hero-today">{t('learn.hub.today', { count: daily.data.count })}</p>;
}

/** The projects grouped by subject, and what to learn next among them. */
function Subjects() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const list = useMainList('all', 12);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={apiErrorText(list.error, t)} onRetry={() => void list.refetch()} />;
  const subjects = list.data.subjects.filter((subject) => subject.projects.length > 0);
  if (subjects.length === 0) return <Empty text={t('learn.hub.empty')} />;
  const next = suggestNext(subjects.flatMap((subject) => subject.projects));
  return (
    <>
      {next.length > 0 ? (
        <section className="edu-section" aria-labelledby="edu-next-title">
          <div className="edu-section-head">
            <h2 id="edu-next-title">{t('learn.hub.next')}</h2>
          </div>
          <ProjectGrid projects={next} />
        </section>
      ) : null}
      {subjects.map((subject) => (
        <section key={subject.category} className="edu-section" aria-labelledby={`edu-subject-${subject.category}`}>
          <div className="edu-section-head">
            <h2 id={`edu-subject-${subject.category}`}>
              {t(`learn.category.${subject.category}`)} <span className="muted edu-count">{subject.total}</span>
            </h2>
            {subject.total > subject.projects.length ? (
              <Link className="link-btn" to={lp(`/edu?category=${subject.category}`)}>
                {t('learn.hub.seeAll')}
              </Link>
            ) : null}
          </div>
          <ProjectGrid projects={subject.projects} />
        </section>
      ))}
    </>
  );
}

/** /hackathon: the learning hub the header's learning menu, the bottom bar and the partner logo open. */
export default function HubPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { isLoggedIn, isLoading } = useSession();
  return (
    <div className="edu-hub">
      <header className="edu-hero">
        <div className="container edu-hero-inner">
          <p className="edu-eyebrow">{t('learn.hub.eyebrow')}</p>
          <h1 className="edu-hero-title">{t('learn.hub.title')}</h1>
          <p className="edu-hero-lead">{t('learn.hub.lead')}</p>
          <div className="edu-hero-actions">
            <Link className="btn btn-primary" to={lp('/edu')}>
              {t('learn.hub.allProjects')}
            </Link>
            <Link className="btn btn-light" to={lp('/edu/about')}>
              {t('learn.hub.howItWorks')}
            </Link>
          </div>
          {isLoggedIn ? <TodayCount /> : null}
        </div>
      </header>
      <div className="container edu-hub-body">
        {isLoading ? null : isLoggedIn ? (
          <div className="card edu-panel">
            <MyLearning onHub />
          </div>
        ) : (
          <div className="card edu-panel edu-login-card">
            <div>
              <h2>{t('learn.mine.title')}</h2>
              <p className="muted">{t('learn.hub.loginLead')}</p>
            </div>
            <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1)}>
              {t('learn.loginToLearn')}
            </button>
          </div>
        )}
        <Subjects />
      </div>
    </div>
  );
}
