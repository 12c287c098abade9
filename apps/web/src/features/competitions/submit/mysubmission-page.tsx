import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@madang/contracts';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { useSession } from '../../session/use-session.ts';
import { useSubmissionList, type CreatedSubmission } from '../api/submission-api.ts';
import { useCurrentCompetition } from '../detail/use-current-competition.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useErrorText } from '../../../ui/use-error-text.ts';
import { BadgeModal } from './badge-modal.tsx';
import { QuotaPanel } from './quota-panel.tsx';
import { SampleButton } from './sample-button.tsx';
import { WinnerCodeSection } from '../../code-uploads/winner-code-section.tsx';
import { SubmissionTable } from './submission-table.tsx';
import { UploadForm } from './upload-form.tsx';
import { useLiveStatus } from './use-live-status.ts';
import { useUpload } from './use-upload.ts';

/** /competitions/{host}/{name}/mysubmission: submitting, and the team's submissions as they are graded. */
export default function MySubmissionPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const competition = useCurrentCompetition();

  if (!isLoggedIn) {
    return (
      <div className="cpt-panel cpt-callout">
        <p>{t('competition.submit.loginFirst')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1, location.pathname)}>
          {t('competition.data.login')}
        </button>
      </div>
    );
  }
  if (!competition.me.agreed || !competition.me.joined) {
    return (
      <div className="cpt-panel cpt-callout" data-testid="submission-join-needed">
        <p>{t('competition.errors.joinRequired')}</p>
        <Link className="btn btn-primary" to={lp(competitionPath(competition, 'agreement'))}>
          {t('competition.join.join')}
        </Link>
      </div>
    );
  }
  return <Submissions />;
}

function Submissions() {
  const { t } = useTranslation();
  const competition = useCurrentCompetition();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [badge, setBadge] = useState<Badge | null>(null);
  const list = useSubmissionList(competition.id, page);
  useLiveStatus(competition.id, true);

  const onSubmitted = (created: CreatedSubmission) => {
    // The newest file is selected, on the first page where it now sits.
    setPage(1);
    setSelectedId(created.submission.id);
    notify.success(t('competition.submit.done'));
    if (created.badge) setBadge(created.badge);
  };
  const upload = useUpload(competition.id, onSubmitted);

  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={errorText(list.error)} onRetry={() => void list.refetch()} />;
  const { items, quota, final_limit: finalLimit, total, page_size: pageSize } = list.data;
  const closed = !competition.accepts_submissions;
  const exhausted = quota.remaining_today === 0 || quota.remaining_total === 0;

  return (
    <div className="cpt-submit">
      <section className="cpt-panel" aria-labelledby="cpt-submit-title">
        <div className="cpt-panel-head">
          <h2 id="cpt-submit-title" className="cpt-section-title">
            {t('competition.submit.title')}
          </h2>
          <SampleButton competitionId={competition.id} used={items.some((item) => item.is_sample)} disabled={closed || exhausted} onDone={onSubmitted} />
        </div>
        <QuotaPanel quota={quota} />
        {closed ? <p className="cpt-callout cpt-callout-warn">{t('competition.errors.submissionsClosed')}</p> : null}
        {!closed && exhausted ? (
          <p className="cpt-callout cpt-callout-warn">{quota.remaining_total === 0 ? t('competition.errors.submissionLimit') : t('competition.errors.dailyLimit')}</p>
        ) : null}
        <UploadForm competition={competition} upload={upload} disabled={closed || exhausted} />
        {upload.state.phase === 'failed' ? (
          <p className="form-error" role="alert" data-testid="upload-error">
            {errorText(upload.state.error, { extension: competition.rules.file_extension, limit: competition.rules.max_rows.toLocaleString() })}
          </p>
        ) : null}
      </section>
      <section className="cpt-panel" aria-labelledby="cpt-list-title">
        <h2 id="cpt-list-title" className="cpt-section-title">
          {t('competition.submit.listTitle')}
        </h2>
        {items.length === 0 ? (
          <Empty text={t('competition.submit.empty')} />
        ) : (
          <SubmissionTable competition={competition} items={items} finalLimit={finalLimit} selectedId={selectedId} />
        )}
        {total > pageSize ? (
          <div className="cpt-pager">
            <button type="button" className="btn btn-outline btn-sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('competition.submit.previous')}
            </button>
            <span>{t('competition.submit.pageOf', { page, pages: Math.ceil(total / pageSize) })}</span>
            <button type="button" className="btn btn-outline btn-sm" disabled={page * pageSize >= total} onClick={() => setPage(page + 1)}>
              {t('competition.submit.next')}
            </button>
          </div>
        ) : null}
      </section>
      {competition.status === 'closed' ? <WinnerCodeSection competitionId={competition.id} /> : null}
      <BadgeModal badge={badge} onClose={() => setBadge(null)} />
    </div>
  );
}
