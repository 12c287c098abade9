import '../../styles/console.css';
import '../../styles/article.css';
import './inquiries.css';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { HostSectionBar } from '../host/nav/host-section-bar.tsx';
import { useActionErrorText } from '../../ui/use-form-errors.ts';
import { notify } from '../../ui/toast.ts';
import { useHostInquiries, useMarkInquiry } from './api/inquiries-api.ts';

/** /host/inquiries: hosting inquiries from the /sponsorship form, newest first, each marked handled once answered (admins). */
export default function InquiriesAdminPage() {
  const { t, i18n } = useTranslation();
  const list = useHostInquiries();
  const mark = useMarkInquiry();
  const errorText = useActionErrorText();
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <h1 className="page-title">{t('host.inquiry.adminTitle')}</h1>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={t('host.inquiry.empty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="notice-admin-list" aria-label={t('host.inquiry.adminTitle')}>
          {list.data.map((inquiry) => (
            <li key={inquiry.id} className="notice-admin-row" data-testid="inquiry-row">
              <div className="notice-admin-main">
                <span className="notice-row-labels">
                  <span className={inquiry.handled ? 'chip chip-quiet' : 'chip host-chip-on'}>{inquiry.handled ? t('host.inquiry.handled') : t('host.inquiry.open')}</span>
                  <span className="chip chip-quiet">{t(`host.inquiry.kinds.${inquiry.kind}`)}</span>
                </span>
                <strong>{inquiry.organization}</strong>
                <span className="muted notice-row-meta">
                  {inquiry.name} · <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
                  {inquiry.phone ? ` · ${inquiry.phone}` : ''} · {formatDate(inquiry.created_at, i18n.language)}
                </span>
                <p className="host-inquiry-message">{inquiry.message}</p>
              </div>
              <div className="notice-admin-actions">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ id: inquiry.id, handled: !inquiry.handled }, { onError: (error) => notify.error(errorText(error)) })}
                >
                  {inquiry.handled ? t('host.inquiry.reopen') : t('host.inquiry.markHandled')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
