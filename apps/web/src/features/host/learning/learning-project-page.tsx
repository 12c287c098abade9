import '../../../styles/console.css';
import '../host.css';
import './learning-console.css';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { notify } from '../../../ui/toast.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../nav/host-section-bar.tsx';
import { useCreateLearningProject, useLearningProject, useUpdateLearningProject } from './api/learning-console-api.ts';
import { ContentPanel } from './content/content-panel.tsx';
import { FilesPanel } from './parts/files-panel.tsx';
import { ProjectActions } from './parts/project-actions.tsx';
import { ProjectStateChip } from './parts/project-state-chip.tsx';
import { PublishPanel } from './parts/publish-panel.tsx';
import { ProjectForm, projectValues } from './project-form.tsx';

const TABS = ['content', 'project', 'files', 'publish'] as const;
type Tab = (typeof TABS)[number];

function NewProject() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const create = useCreateLearningProject();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/learning')}>
        {t('host.learning.back')}
      </Link>
      <h1 className="page-title">{t('host.learning.newTitle')}</h1>
      <ProjectForm
        initial={projectValues(undefined)}
        saving={create.isPending}
        submitLabel={t('host.learning.form.create')}
        onSave={async (input) => {
          const project = await create.mutateAsync(input);
          notify.success(t('host.learning.form.created'));
          await navigate(lp(`/host/learning/${project.id}?tab=content`));
        }}
      />
    </div>
  );
}

function EditProject({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const project = useLearningProject(id);
  const update = useUpdateLearningProject(id);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'content';
  if (project.isPending)
    return (
      <div className="container page-pad">
        <Loading />
      </div>
    );
  if (project.isError)
    return (
      <div className="container page-pad">
        <Failed onRetry={() => void project.refetch()} />
      </div>
    );
  const p = project.data;
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host/learning')}>
        {t('host.learning.back')}
      </Link>
      <header className="host-head">
        <div>
          <h1 className="page-title">{localized(p.title, i18n.language) || p.slug}</h1>
          <ProjectStateChip state={p.state} />
        </div>
        <ProjectActions project={p} />
      </header>
      <div role="tablist" aria-label={t('host.learning.tabs.label')} className="host-tabs edu-console-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'active' : undefined}
            onClick={() => setSearch({ tab: name }, { replace: true })}
          >
            {t(`host.learning.tabs.${name}`)}
            {name === 'publish' && p.problems.length > 0 ? <span className="edu-console-count">{p.problems.length}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`host.learning.tabs.${tab}`)}>
        {tab === 'content' ? <ContentPanel project={p} /> : null}
        {tab === 'project' ? (
          <ProjectForm
            key={p.updated_at}
            initial={projectValues(p)}
            saving={update.isPending}
            submitLabel={t('host.learning.form.save')}
            onSave={async (input) => {
              await update.mutateAsync(input);
              notify.success(t('host.learning.form.saved'));
            }}
          />
        ) : null}
        {tab === 'files' ? <FilesPanel project={p} /> : null}
        {tab === 'publish' ? <PublishPanel project={p} /> : null}
      </div>
    </div>
  );
}

/** /host/learning/new and /host/learning/:id: a project's texts, stages and steps with live previews, data files and publishing. */
export default function LearningProjectPage({ id }: { id: number | undefined }) {
  return id === undefined ? <NewProject /> : <EditProject id={id} />;
}
