import '../learning.css';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { localized } from '../../../lib/format/localized.ts';
import { ErrorPage } from '../../../ui/error-page/error-page.tsx';
import { usePageSubject } from '../../../ui/use-page-title.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useEduProject } from '../api/learning-api.ts';
import { ProjectCover } from '../hub/project-cover.tsx';
import { positiveInt } from '../lib/learning-lib.ts';
import { SubscriptionNeededPopup } from '../project/subscription-needed-popup.tsx';
import { useStepGate } from '../project/use-step-gate.ts';

/** Colab's own address: it opens notebooks from GitHub, Google Drive or an upload, not from any web address. */
const COLAB_URL = 'https://colab.research.google.com/';
const LANGUAGES = ['ko', 'en'] as const;

function ColabProject({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const query = useEduProject(projectId);
  const gate = useStepGate(query.data?.access_state ?? 'open');
  const { pathname } = useLocation();
  const title = query.data ? localized(query.data.title, i18n.language) : undefined;
  usePageSubject(title);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <ErrorPage status={404} />;
    return <Failed text={apiErrorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  const project = query.data;
  const notebook = (lang: string) => `/api/v2/edu/projects/${project.id}/notebook.ipynb?lang=${lang}`;
  return (
    <div className="container page-pad edu-page edu-colab" data-testid="edu-colab">
      <header className="edu-colab-head">
        <ProjectCover url={project.cover_url} category={project.category} />
        <div>
          <p className="edu-eyebrow">{t('learn.colab.eyebrow')}</p>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{localized(project.summary, i18n.language)}</p>
        </div>
      </header>
      <section className="card edu-panel" aria-labelledby="colab-download">
        <h2 id="colab-download">{t('learn.colab.downloadTitle')}</h2>
        <p>{t('learn.colab.downloadLead')}</p>
        {project.access_state === 'open' ? (
          <div className="edu-colab-actions">
            {LANGUAGES.map((lang) => (
              <a key={lang} className="btn btn-primary" href={notebook(lang)} download={`${project.slug}-${lang}.ipynb`}>
                {t(`learn.colab.download.${lang}`)}
              </a>
            ))}
          </div>
        ) : (
          <div className="edu-colab-actions">
            <button type="button" className="btn btn-primary" onClick={() => gate.enter(pathname)}>
              {project.access_state === 'login_required' ? t('learn.loginToLearn') : t('learn.subscription.title')}
            </button>
            {project.access_state === 'login_required' ? <p className="muted">{t('learn.colab.loginLead')}</p> : null}
          </div>
        )}
      </section>
      <section className="card edu-panel" aria-labelledby="colab-open">
        <h2 id="colab-open">{t('learn.colab.openTitle')}</h2>
        <p>{t('learn.colab.openHonest')}</p>
        <ol className="edu-colab-steps">
          <li>{t('learn.colab.step1')}</li>
          <li>{t('learn.colab.step2')}</li>
          <li>{t('learn.colab.step3')}</li>
        </ol>
        <a className="btn btn-outline" href={COLAB_URL} target="_blank" rel="noopener noreferrer">
          {t('learn.colab.open')}
        </a>
      </section>
      {project.data_files.length > 0 ? (
        <section className="card edu-panel" aria-labelledby="colab-files">
          <h2 id="colab-files">{t('learn.project.files')}</h2>
          <p className="muted">{t('learn.colab.filesLead')}</p>
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
        </section>
      ) : null}
      <SubscriptionNeededPopup open={gate.subscriptionPopup} onClose={gate.closeSubscriptionPopup} />
      <p className="edu-center">
        <Link className="btn btn-ghost" to={lp(`/edu/${project.id}`)}>
          {t('learn.colab.back')}
        </Link>
      </p>
    </div>
  );
}

/** /edu/colab-project/{id}: a project as a notebook to download, and how to open it in Colab. Without an id, the project list. */
export default function ColabProjectPage() {
  const lp = useLocalePath();
  const projectId = positiveInt(useParams<{ colabProjectId?: string }>().colabProjectId ?? null);
  if (projectId === null) return <Navigate to={lp('/edu')} replace />;
  return <ColabProject projectId={projectId} />;
}
