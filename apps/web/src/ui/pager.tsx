import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageHref, pageWindow } from '../lib/paging.ts';
import './pager.css';

/**
 * Page links of a list, kept in the address (`?page=`, beside the list's other parameters) so a page
 * can be shared and the back button works: the previous page, a window of page numbers, the next.
 */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const hrefOf = (n: number) => pageHref(pathname, search, n);
  return (
    <nav className="pager" aria-label={t('common.pager.label', { page, pages })}>
      {page > 1 ? (
        <Link className="pager-step" to={hrefOf(page - 1)} aria-label={t('common.pager.prev')}>
          ‹
        </Link>
      ) : null}
      {pageWindow(page, pages).map((n) => (
        <Link
          key={n}
          to={hrefOf(n)}
          className={n === page ? 'pager-num is-current' : 'pager-num'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('common.pager.page', { page: n })}
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link className="pager-step" to={hrefOf(page + 1)} aria-label={t('common.pager.next')}>
          ›
        </Link>
      ) : null}
    </nav>
  );
}
