import '../../../styles/console.css';
import '../../../styles/article.css';
import '../notices.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HostFaq } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../../host/nav/host-section-bar.tsx';
import { useDeleteFaq, useHostFaq, useMoveFaq } from '../api/notices-api.ts';
import { groupFaq } from '../lib/notice-lib.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';

const questionOf = (entry: HostFaq, language: string) => (language === 'en' && entry.question.en) || entry.question.ko;

/** /host/faq: the entries by category in the page's order; move, edit or delete one (admins). */
export default function FaqAdminPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useHostFaq();
  const move = useMoveFaq();
  const remove = useDeleteFaq();
  const errorText = useActionErrorText();
  const [deleting, setDeleting] = useState<HostFaq | null>(null);
  const fail = (error: unknown) => notify.error(errorText(error));
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => notify.success(t('notice.host.deleted')), onError: fail, onSettled: () => setDeleting(null) });
  };
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <header className="host-head">
        <h1 className="page-title">{t('notice.host.faq.title')}</h1>
        <Link className="btn btn-primary" to={lp('/host/faq/new')}>
          {t('notice.host.faq.new')}
        </Link>
      </header>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed text={t('notice.host.loadError')} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Empty text={t('notice.host.faq.empty')} /> : null}
      {groupFaq(list.data ?? []).map((group) => (
        <section key={group.category} className="notice-admin-group" aria-labelledby={`host-faq-${group.category}`}>
          <h2 id={`host-faq-${group.category}`} className="faq-group-title">
            {t(`notice.faq.categories.${group.category}`)}
          </h2>
          <ol className="notice-admin-list">
            {group.items.map((entry, index) => {
              const question = questionOf(entry, i18n.language);
              return (
                <li key={entry.id} className="notice-admin-row" data-testid="host-faq-row">
                  <div className="notice-admin-main">
                    {entry.published ? null : <span className="chip chip-quiet notice-row-labels">{t('notice.host.draft')}</span>}
                    <Link className="host-title-link" to={lp(`/host/faq/${entry.id}`)}>
                      {question}
                    </Link>
                  </div>
                  <div className="notice-admin-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={index === 0 || move.isPending}
                      aria-label={t('notice.host.faq.moveUp', { question })}
                      onClick={() => move.mutate({ id: entry.id, direction: 'up' }, { onError: fail })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={index === group.items.length - 1 || move.isPending}
                      aria-label={t('notice.host.faq.moveDown', { question })}
                      onClick={() => move.mutate({ id: entry.id, direction: 'down' }, { onError: fail })}
                    >
                      ↓
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm notice-danger" onClick={() => setDeleting(entry)}>
                      {t('notice.host.delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <ConfirmDelete
        open={deleting !== null}
        title={t('notice.host.faq.deleteTitle')}
        body={deleting ? t('notice.host.faq.deleteBody', { question: questionOf(deleting, i18n.language) }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
