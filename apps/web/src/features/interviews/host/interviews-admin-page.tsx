import '../../../styles/console.css';
import '../../../styles/article.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HostInterview } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { ConfirmDelete } from '../../notices/host/confirm-delete.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { useDeleteInterview, useHostInterviews } from '../api/interviews-api.ts';

/** The title in the console's language, the Korean one when the English is empty. */
const titleOf = (interview: HostInterview, language: string) => (language === 'en' && interview.title.en) || interview.title.ko;

/** /host/interviews: every winner interview with its state; open one to edit, or delete it (admins). */
export default function InterviewsAdminPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useHostInterviews();
  const remove = useDeleteInterview();
  const errorText = useActionErrorText();
  const [deleting, setDeleting] = useState<HostInterview | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('notice.host.deleted')),
      onError: (error) => notify.error(errorText(error)),
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('notice.interview.host.title')}</h1>
        <Link className="btn btn-primary" to={lp('/host/interviews/new')}>
          {t('notice.interview.host.new')}
        </Link>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed text={t('notice.host.loadError')} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={t('notice.interview.empty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="notice-admin-list" aria-label={t('notice.interview.host.title')}>
          {list.data.map((interview) => (
            <li key={interview.id} className="notice-admin-row" data-testid="host-interview-row">
              <div className="notice-admin-main">
                <span className="notice-row-labels">
                  <span className={interview.published ? 'chip host-chip-on' : 'chip chip-quiet'}>
                    {interview.published ? t('notice.host.published') : t('notice.host.draft')}
                  </span>
                  {interview.competition_title ? <span className="chip chip-quiet">{interview.competition_title}</span> : null}
                </span>
                <Link className="host-title-link" to={lp(`/host/interviews/${interview.id}`)}>
                  {titleOf(interview, i18n.language)}
                </Link>
                <span className="muted notice-row-meta">
                  #{interview.id} · {interview.winners} · {formatDate(interview.created_at, i18n.language)} · {t('notice.views', { count: interview.view_count })}
                </span>
              </div>
              <div className="notice-admin-actions">
                <button type="button" className="btn btn-ghost btn-sm notice-danger" onClick={() => setDeleting(interview)}>
                  {t('notice.host.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDelete
        open={deleting !== null}
        title={t('notice.interview.host.deleteTitle')}
        body={deleting ? t('notice.interview.host.deleteBody', { title: titleOf(deleting, i18n.language) }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
