import '../../../styles/console.css';
import '../../../styles/article.css';
import '../notices.css';
import { useTranslation } from 'react-i18next';
import type { HostNotice } from '@madang/contracts';
import { formatDate } from '../../../lib/format/dates.ts';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { AdminListPage } from '../../editorial/admin-list-page.tsx';
import { AdminRow, inConsoleLanguage } from '../../editorial/admin-row.tsx';
import { useDeleteNotice, useHostNotices, usePinNotice, usePublishNotice } from '../api/notices-api.ts';

function NoticeRowActions({ notice }: { notice: HostNotice }) {
  const { t } = useTranslation();
  const pin = usePinNotice();
  const publish = usePublishNotice();
  const errorText = useActionErrorText();
  const fail = (error: unknown) => notify.error(errorText(error));
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" disabled={pin.isPending} onClick={() => pin.mutate({ id: notice.id, pinned: !notice.pinned }, { onError: fail })}>
        {notice.pinned ? t('notice.host.notices.unpin') : t('notice.host.notices.pin')}
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={publish.isPending}
        onClick={() => publish.mutate({ id: notice.id, published: !notice.published }, { onError: fail })}
      >
        {notice.published ? t('notice.host.unpublish') : t('notice.host.publish')}
      </button>
    </>
  );
}

/** /host/notices: every notice with its state; pin, publish or delete one, or open it to edit (admins). */
export default function NoticesAdminPage() {
  const { t, i18n } = useTranslation();
  const titleOf = (notice: HostNotice) => inConsoleLanguage(notice.title, i18n.language);
  return (
    <AdminListPage
      title={t('notice.host.notices.title')}
      newPath="/host/notices/new"
      newLabel={t('notice.host.notices.new')}
      emptyText={t('notice.host.notices.empty')}
      list={useHostNotices()}
      remove={useDeleteNotice()}
      deleteTitle={t('notice.host.notices.deleteTitle')}
      deleteBody={(notice) => t('notice.host.notices.deleteBody', { title: titleOf(notice) })}
    >
      {(notices, askDelete) => (
        <ul className="notice-admin-list" aria-label={t('notice.host.notices.title')}>
          {notices.map((notice) => (
            <AdminRow
              key={notice.id}
              testId="host-notice-row"
              labels={
                <span className="notice-row-labels">
                  {notice.pinned ? <span className="chip notice-chip-top">{t('notice.pinned')}</span> : null}
                  <span className={notice.published ? 'chip host-chip-on' : 'chip chip-quiet'}>{notice.published ? t('notice.host.published') : t('notice.host.draft')}</span>
                  <span className="chip chip-quiet">{t(`notice.categories.${notice.category}`)}</span>
                </span>
              }
              href={`/host/notices/${notice.id}`}
              title={titleOf(notice)}
              meta={`#${notice.id} · ${formatDate(notice.created_at, i18n.language)} · ${t('notice.views', { count: notice.view_count })}${notice.author ? ` · ${notice.author}` : ''}`}
              actions={<NoticeRowActions notice={notice} />}
              onDelete={() => askDelete(notice)}
            />
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}
