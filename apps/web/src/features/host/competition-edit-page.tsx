import '../../styles/console.css';
import './host.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { notify } from '../../ui/toast.ts';
import { localized } from '../../lib/format/localized.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useHostCompetition, useMetrics, useUpdateCompetition, type HostCompetition, type HostMetric } from './api/host-api.ts';
import { CompetitionForm } from './form/competition-form.tsx';
import { PagesEditor } from './form/pages-editor.tsx';
import { fieldErrors, formFromApi, formToUpdate } from './lib/competition-form.ts';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { InviteesPanel } from './manage/invitees-panel.tsx';
import { RunPanel } from './manage/run-panel.tsx';
import { SetupPanel } from './manage/setup-panel.tsx';
import { SubmissionsPanel } from './manage/submissions-panel.tsx';
import { StatusChips } from './status-chips.tsx';
import { HostSectionBar } from './nav/host-section-bar.tsx';
import { HostCodeUploads } from '../code-uploads/host-code-uploads.tsx';

const TABS = ['form', 'pages', 'setup', 'invitees', 'run', 'submissions'] as const;
type Tab = (typeof TABS)[number];

/** /host/competitions/:id: the form, data and ground truth, publishing and running one competition. */
export default function CompetitionEditPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const id = Number(useParams().id);
  const competition = useHostCompetition(id);
  const metrics = useMetrics();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'form';

  if (competition.isPending || metrics.isPending)
    return (
      <div className="container page-pad">
        <Loading />
      </div>
    );
  if (competition.isError || metrics.isError) {
    return (
      <div className="container page-pad">
        <Failed onRetry={() => void Promise.all([competition.refetch(), metrics.refetch()])} />
      </div>
    );
  }
  const c = competition.data;
  const path = `/competitions/${c.form.is_official ? 'official' : 'open'}/${c.slug}`;
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host')}>
        {t('host.back')}
      </Link>
      <header className="host-head">
        <div>
          <h1 className="page-title">{localized(c.form.title, i18n.language) || c.slug}</h1>
          <StatusChips published={c.published} status={c.form.status} phase={c.phase} />
        </div>
        {c.published ? (
          <Link className="btn btn-outline btn-sm" to={lp(path)}>
            {t('host.edit.view')}
          </Link>
        ) : null}
      </header>
      <nav className="cpt-tabs host-tabs" aria-label={t('host.edit.sections')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className={tab === name ? 'active' : undefined}
            aria-current={tab === name ? 'page' : undefined}
            onClick={() => setSearch(name === 'form' ? {} : { tab: name }, { replace: true })}
          >
            {t(`host.edit.tab.${name}`)}
          </button>
        ))}
      </nav>
      {tab === 'form' ? <EditForm competition={c} metrics={metrics.data} /> : null}
      {tab === 'pages' ? <EditPages competition={c} /> : null}
      {tab === 'setup' ? <SetupPanel competition={c} metrics={metrics.data} /> : null}
      {tab === 'invitees' ? <InviteesPanel competition={c} /> : null}
      {tab === 'run' ? <RunPanel competition={c} /> : null}
      {tab === 'submissions' ? <SubmissionsPanel competitionId={c.id} closed={c.form.status === 'closed'} /> : null}
      {tab === 'submissions' && c.form.status === 'closed' ? <HostCodeUploads competitionId={c.id} /> : null}
    </div>
  );
}

function EditForm({ competition, metrics }: { competition: HostCompetition; metrics: HostMetric[] }) {
  const { t } = useTranslation();
  const update = useUpdateCompetition(competition.id);
  const form = useFormErrors(fieldErrors);
  return (
    <CompetitionForm
      key={competition.id}
      initial={formFromApi(competition.form, competition.slug)}
      mode="edit"
      metrics={metrics}
      errors={form.errors}
      formError={form.formError}
      pending={update.isPending}
      endLocked={competition.published}
      onSubmit={(state) => {
        form.clear();
        update.mutate(formToUpdate(state), { onSuccess: () => notify.success(t('host.edit.saved')), onError: form.show });
      }}
    />
  );
}

/** One page saved at a time: the rest of the body is the competition as stored. */
function EditPages({ competition }: { competition: HostCompetition }) {
  const { t } = useTranslation();
  const update = useUpdateCompetition(competition.id);
  const form = useFormErrors(fieldErrors);
  const stored = formFromApi(competition.form, competition.slug);
  return (
    <PagesEditor
      key={competition.id}
      pages={stored.pages}
      errors={form.errors}
      formError={form.formError}
      pending={update.isPending}
      onSave={(name, page) => {
        form.clear();
        update.mutate(formToUpdate({ ...stored, pages: { ...stored.pages, [name]: page } }), {
          onSuccess: () => notify.success(t('host.edit.pageSaved', { page: t(`host.page.${name}`) })),
          onError: form.show,
        });
      }}
    />
  );
}
