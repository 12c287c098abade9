import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useNoticeList } from './api/notices-api.ts';
import { pageCount, pageFromSearch } from '../../lib/paging.ts';
import { noticeBase } from './lib/notice-lib.ts';
import { Pager } from '../../ui/pager.tsx';

/** The published notices, pinned ones first, a page at a time (`?page=`). */
export function NoticeList() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const list = useNoticeList(page);
  const base = noticeBase(pathname);

  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={t('notice.loadError')} onRetry={() => void list.refetch()} />;
  const { items, total, page_size: pageSize } = list.data;
  if (total === 0) return <Empty text={t('notice.empty')} />;
  return (
    <>
      <p className="notice-total muted">{t('notice.total', { count: total })}</p>
      {items.length === 0 ? (
        <div className="notice-missing">
          <p>{t('notice.pageEmpty')}</p>
          <Link className="btn btn-outline" to={pathname}>
            {t('notice.firstPage')}
          </Link>
        </div>
      ) : (
        <ul className="notice-list" data-testid="notice-list">
          {items.map((item) => (
            <li key={item.nt_id} className={item.is_top ? 'notice-row is-top' : 'notice-row'}>
              <Link to={lp(`${base}/${item.nt_id}`)} className="notice-row-link">
                <span className="notice-row-labels">
                  {item.is_top ? <span className="chip notice-chip-top">{t('notice.pinned')}</span> : null}
                  <span className="chip chip-quiet">{t(`notice.categories.${item.category}`)}</span>
                </span>
                <span className="notice-row-title">{item.title}</span>
                <span className="notice-row-meta muted">
                  <time dateTime={item.c_time}>{formatDate(item.c_time, i18n.language)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{t('notice.views', { count: item.view_cnt })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} />
    </>
  );
}
