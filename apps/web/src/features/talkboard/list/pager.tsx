import { useTranslation } from 'react-i18next';

/** Previous and next page buttons with "page / pages" between them. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="talk-pager" aria-label={t('talk.list.pageOf', { page, pages })}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('talk.list.prevPage')}
      </button>
      <span>{t('talk.list.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('talk.list.nextPage')}
      </button>
    </nav>
  );
}
