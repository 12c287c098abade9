import '../../styles/console.css';
import './host.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useCreateCompetition, useMetrics } from './api/host-api.ts';
import { CompetitionForm } from './form/competition-form.tsx';
import { emptyForm, fieldErrors, formToApi } from './lib/competition-form.ts';
import { useFormErrors } from '../../ui/use-form-errors.ts';
import { HostSectionBar } from './nav/host-section-bar.tsx';

/** /host/competitions/new: a short first step (the basics) creates a draft; its pages, data and ground truth follow on its page. */
export default function CompetitionNewPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const metrics = useMetrics();
  const create = useCreateCompetition();
  const form = useFormErrors(fieldErrors);
  const [initial] = useState(() => emptyForm());
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <Link className="host-back" to={lp('/host')}>
        {t('host.back')}
      </Link>
      <h1 className="page-title">{t('host.new.title')}</h1>
      <p className="cell-sub host-lead">{t('host.new.lead')}</p>
      {metrics.isPending ? <Loading /> : null}
      {metrics.isError ? <Failed onRetry={() => void metrics.refetch()} /> : null}
      {metrics.data ? (
        <CompetitionForm
          initial={initial}
          mode="create"
          metrics={metrics.data}
          errors={form.errors}
          formError={form.formError}
          pending={create.isPending}
          onSubmit={(state) => {
            form.clear();
            create.mutate(formToApi(state), {
              // The basics are in; the pages come next, one at a time.
              onSuccess: (created) => void navigate(lp(`/host/competitions/${created.id}?tab=pages`)),
              onError: form.show,
            });
          }}
        />
      ) : null}
    </div>
  );
}
