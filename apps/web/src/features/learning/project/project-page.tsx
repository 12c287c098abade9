import '../learning.css';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EduProjectDetail } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { localized } from '../../../lib/format/localized.ts';
import { ErrorPage } from '../../../ui/error-page/error-page.tsx';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { usePageSubject } from '../../../ui/use-page-title.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useEduProject } from '../api/learning-api.ts';
import { ProjectCover } from '../hub/project-cover.tsx';
import { ProjectProgress } from '../hub/project-progress.tsx';
import { ProjectActions } from './project-actions.tsx';
import { StageList } from './stage-list.tsx';
import { SubscriptionNeededPopup } from './subscription-needed-popup.tsx';
import { useStepGate } from './use-step-gate.ts';

function Overview({ project }: { project: EduProjectDetail }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const gate = useStepGate(project.access_state);
  const title = localized(project.title, i18n.language);
  usePageSubject(title);
  return (
    <div className="container page-pad edu-page edu-project" data-testid="edu-project">
      <nav className="edu-crumbs" aria-label={t('learn.crumbs')}>
        <Link to={lp('/hackathon')}>{t('learn.hub.eyebrow')}</Link> <span aria-hidden="true">›</span> <Link to={lp('/edu')}>{t('learn.list.title')}</Link>
      </nav>
      <header className="edu-project-head">
        <ProjectCover url={project.cover_url} category={project.category} large />
        <div className="edu-project-intro">
          <div className="edu-card-tags">
            <span className="chip">{t(`learn.category.${project.category}`)}</span>
            <span className={`chip edu-level edu-level-${project.level}`}>{t(`learn.level.${project.level}`)}</span>
            <span className={`chip${project.access === 'subscribers' ? ' edu-chip-subscribers' : ' edu-chip-free'}`}>{t(`learn.access.${project.access}`)}</span>
          </div>
          <h1 className="edu-project-title">{title}</h1>
          <p className="edu-project-summary">{localized(project.summary, i18n.language)}</p>
          <p className="muted">
            {t('learn.card.size', { stages: project.stage_count, steps: project.step_count })} · {t('learn.card.learners', { count: project.learner_count })}
          </p>
          {project.status === 'not_started' ? null : <ProjectProgress passed={project.passed_steps} total={project.step_count} />}
          <ProjectActions project={project} enter={gate.enter} />
        </div>
      </header>
      <div className="edu-project-grid">
        <div className="edu-project-main">
          <section className="card edu-panel" aria-labelledby="edu-about-project">
            <h2 id="edu-about-project">{t('learn.project.about')}</h2>
            <Markdown source={localized(project.description, i18n.language)} />
          </section>
          <section className="card edu-panel" aria-labelledby="edu-stages-title">
            <h2 id="edu-stages-title">{t('learn.project.stages')}</h2>
            <StageList project={project} enter={gate.enter} />
          </section>
        </div>
        <aside className="edu-project-side">
          <section className="card edu-panel" aria-labelledby="edu-files-title">
            <h2 id="edu-files-title">{t('learn.project.files')}</h2>
            {project.data_files.length === 0 ? (
              <p className="muted">{t('learn.project.noFiles')}</p>
            ) : (
              <ul className="edu-files">
                {project.data_files.map((file) => (
                  <li key={file.name}>
                    <a href={file.url} download={file.name}>
                      {file.name}
                    </a>
                    <span className="muted">{formatBytes(file.size)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link className="btn btn-outline btn-sm edu-notebook-link" to={lp(`/edu/colab-project/${project.id}`)}>
              {t('learn.project.notebook')}
            </Link>
          </section>
          {project.competition ? (
            <section className="card edu-panel" aria-labelledby="edu-practice-title">
              <h2 id="edu-practice-title">{t('learn.project.practice')}</h2>
              <p className="muted">{t('learn.project.practiceLead')}</p>
              <Link className="edu-practice-link" to={lp(project.competition.url)}>
                {localized(project.competition.title, i18n.language)}
              </Link>
            </section>
          ) : null}
        </aside>
      </div>
      <SubscriptionNeededPopup open={gate.subscriptionPopup} onClose={gate.closeSubscriptionPopup} />
    </div>
  );
}

/** /edu/{projectId}: the overview anyone may read; its steps open through the access rule. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const projectId = Number(useParams<{ projectId: string }>().projectId);
  const query = useEduProject(projectId);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ErrorPage status={404} />;
    return <Failed text={apiErrorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  return <Overview project={query.data} />;
}
