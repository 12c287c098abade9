import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageWindow } from './lib/notice-lib.ts';

const hrefOf = (pathname: string, page: number) => (page === 1 ? pathname : `${pathname}?page=${page}`);

/** Page links of a list, kept in the address (`?page=`) so a page can be shared and the back button works. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  return (
    <nav className="notice-pager" aria-label={t('notice.pager.label')}>
      {page > 1 ? (
        <Link className="notice-pager-step" to={hrefOf(pathname, page - 1)} aria-label={t('notice.pager.prev')}>
          ‹
        </Link>
      ) : null}
      {pageWindow(page, pages).map((n) => (
        <Link
          key={n}
          to={hrefOf(pathname, n)}
          className={n === page ? 'notice-pager-num is-current' : 'notice-pager-num'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('notice.pager.page', { page: n })}
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link className="notice-pager-step" to={hrefOf(pathname, page + 1)} aria-label={t('notice.pager.next')}>
          ›
        </Link>
      ) : null}
    </nav>
  );
}
