import '../../../styles/console.css';
import '../../../styles/article.css';
import { useTranslation } from 'react-i18next';
import type { HostInterview } from '@madang/contracts';
import { formatDate } from '../../../lib/format/dates.ts';
import { AdminListPage } from '../../editorial/admin-list-page.tsx';
import { AdminRow, inConsoleLanguage } from '../../editorial/admin-row.tsx';
import { useDeleteInterview, useHostInterviews } from '../api/interviews-api.ts';

/** /host/interviews: every winner interview with its state; open one to edit, or delete it (admins). */
export default function InterviewsAdminPage() {
  const { t, i18n } = useTranslation();
  const titleOf = (interview: HostInterview) => inConsoleLanguage(interview.title, i18n.language);
  return (
    <AdminListPage
      title={t('notice.interview.host.title')}
      newPath="/host/interviews/new"
      newLabel={t('notice.interview.host.new')}
      emptyText={t('notice.interview.empty')}
      list={useHostInterviews()}
      remove={useDeleteInterview()}
      deleteTitle={t('notice.interview.host.deleteTitle')}
      deleteBody={(interview) => t('notice.interview.host.deleteBody', { title: titleOf(interview) })}
    >
      {(interviews, askDelete) => (
        <ul className="notice-admin-list" aria-label={t('notice.interview.host.title')}>
          {interviews.map((interview) => (
            <AdminRow
              key={interview.id}
              testId="host-interview-row"
              labels={
                <span className="notice-row-labels">
                  <span className={interview.published ? 'chip host-chip-on' : 'chip chip-quiet'}>{interview.published ? t('notice.host.published') : t('notice.host.draft')}</span>
                  {interview.competition_title ? <span className="chip chip-quiet">{interview.competition_title}</span> : null}
                </span>
              }
              href={`/host/interviews/${interview.id}`}
              title={titleOf(interview)}
              meta={`#${interview.id} · ${interview.winners} · ${formatDate(interview.created_at, i18n.language)} · ${t('notice.views', { count: interview.view_count })}`}
              onDelete={() => askDelete(interview)}
            />
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}
