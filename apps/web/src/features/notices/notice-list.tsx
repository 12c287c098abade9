import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { PagedArticles } from '../editorial/paged-articles.tsx';
import { useNoticeList } from './api/notices-api.ts';
import { noticeBase } from './lib/notice-lib.ts';

/** The published notices, pinned ones first, a page at a time (`?page=`). */
export function NoticeList() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const base = noticeBase(useLocation().pathname);
  return (
    <PagedArticles usePage={useNoticeList} texts="notice" head={(total) => <p className="notice-total muted">{t('notice.total', { count: total })}</p>}>
      {(items) => (
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
    </PagedArticles>
  );
}
