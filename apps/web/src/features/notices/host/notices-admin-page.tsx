import '../../../styles/console.css';
import '../../../styles/article.css';
import '../notices.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HostNotice } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useDeleteNotice, useHostNotices, usePinNotice, usePublishNotice } from '../api/notices-api.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';

/** The title in the console's language, the Korean one when the English is empty. */
const titleOf = (notice: HostNotice, language: string) => (language === 'en' && notice.title.en) || notice.title.ko;

function NoticeRowActions({ notice, onDelete }: { notice: HostNotice; onDelete: () => void }) {
  const { t } = useTranslation();
  const pin = usePinNotice();
  const publish = usePublishNotice();
  const errorText = useActionErrorText();
  const fail = (error: unknown) => notify.error(errorText(error));
  return (
    <div className="notice-admin-actions">
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
      <button type="button" className="btn btn-ghost btn-sm notice-danger" onClick={onDelete}>
        {t('notice.host.delete')}
      </button>
    </div>
  );
}

/** /host/notices: every notice with its state; pin, publish or delete one, or open it to edit (admins). */
export default function NoticesAdminPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useHostNotices();
  const remove = useDeleteNotice();
  const errorText = useActionErrorText();
  const [deleting, setDeleting] = useState<HostNotice | null>(null);
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
        <h1 className="page-title">{t('notice.host.notices.title')}</h1>
        <Link className="btn btn-primary" to={lp('/host/notices/new')}>
          {t('notice.host.notices.new')}
        </Link>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed text={t('notice.host.loadError')} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={t('notice.host.notices.empty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="notice-admin-list" aria-label={t('notice.host.notices.title')}>
          {list.data.map((notice) => (
            <li key={notice.id} className="notice-admin-row" data-testid="host-notice-row">
              <div className="notice-admin-main">
                <span className="notice-row-labels">
                  {notice.pinned ? <span className="chip notice-chip-top">{t('notice.pinned')}</span> : null}
                  <span className={notice.published ? 'chip host-chip-on' : 'chip chip-quiet'}>
                    {notice.published ? t('notice.host.published') : t('notice.host.draft')}
                  </span>
                  <span className="chip chip-quiet">{t(`notice.categories.${notice.category}`)}</span>
                </span>
                <Link className="host-title-link" to={lp(`/host/notices/${notice.id}`)}>
                  {titleOf(notice, i18n.language)}
                </Link>
                <span className="muted notice-row-meta">
                  #{notice.id} · {formatDate(notice.created_at, i18n.language)} · {t('notice.views', { count: notice.view_count })}
                  {notice.author ? ` · ${notice.author}` : ''}
                </span>
              </div>
              <NoticeRowActions notice={notice} onDelete={() => setDeleting(notice)} />
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDelete
        open={deleting !== null}
        title={t('notice.host.notices.deleteTitle')}
        body={deleting ? t('notice.host.notices.deleteBody', { title: titleOf(deleting, i18n.language) }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
