import '../../../styles/console.css';
import '../../../styles/article.css';
import '../notices.css';
import { useTranslation } from 'react-i18next';
import type { HostFaq } from '@madang/contracts';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { AdminListPage } from '../../editorial/admin-list-page.tsx';
import { AdminRow, inConsoleLanguage } from '../../editorial/admin-row.tsx';
import { useDeleteFaq, useHostFaq, useMoveFaq } from '../api/notices-api.ts';
import { groupFaq } from '../lib/notice-lib.ts';

/** Up and down within the entry's category; the page shows them in this order. */
function MoveButtons({ entry, question, first, last }: { entry: HostFaq; question: string; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const move = useMoveFaq();
  const errorText = useActionErrorText();
  const fail = (error: unknown) => notify.error(errorText(error));
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={first || move.isPending}
        aria-label={t('notice.host.faq.moveUp', { question })}
        onClick={() => move.mutate({ id: entry.id, direction: 'up' }, { onError: fail })}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={last || move.isPending}
        aria-label={t('notice.host.faq.moveDown', { question })}
        onClick={() => move.mutate({ id: entry.id, direction: 'down' }, { onError: fail })}
      >
        ↓
      </button>
    </>
  );
}

/** /host/faq: the entries by category in the page's order; move, edit or delete one (admins). */
export default function FaqAdminPage() {
  const { t, i18n } = useTranslation();
  const questionOf = (entry: HostFaq) => inConsoleLanguage(entry.question, i18n.language);
  return (
    <AdminListPage
      title={t('notice.host.faq.title')}
      newPath="/host/faq/new"
      newLabel={t('notice.host.faq.new')}
      emptyText={t('notice.host.faq.empty')}
      list={useHostFaq()}
      remove={useDeleteFaq()}
      deleteTitle={t('notice.host.faq.deleteTitle')}
      deleteBody={(entry) => t('notice.host.faq.deleteBody', { question: questionOf(entry) })}
    >
      {(entries, askDelete) =>
        groupFaq(entries).map((group) => (
          <section key={group.category} className="notice-admin-group" aria-labelledby={`host-faq-${group.category}`}>
            <h2 id={`host-faq-${group.category}`} className="faq-group-title">
              {t(`notice.faq.categories.${group.category}`)}
            </h2>
            <ol className="notice-admin-list">
              {group.items.map((entry, index) => (
                <AdminRow
                  key={entry.id}
                  testId="host-faq-row"
                  labels={entry.published ? null : <span className="chip chip-quiet notice-row-labels">{t('notice.host.draft')}</span>}
                  href={`/host/faq/${entry.id}`}
                  title={questionOf(entry)}
                  actions={<MoveButtons entry={entry} question={questionOf(entry)} first={index === 0} last={index === group.items.length - 1} />}
                  onDelete={() => askDelete(entry)}
                />
              ))}
            </ol>
          </section>
        ))
      }
    </AdminListPage>
  );
}
