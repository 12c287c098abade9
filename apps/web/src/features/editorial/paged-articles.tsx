import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageCount, pageFromSearch } from '../../lib/paging.ts';
import { Pager } from '../../ui/pager.tsx';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';

interface Page<Item> {
  items: Item[];
  total: number;
  page_size: number;
}

interface Props<Item> {
  /** The list's page for the page the address asks for (`?page=`). */
  usePage: (page: number) => UseQueryResult<Page<Item>>;
  /** The catalog prefix of the kind's texts (`notice`, `notice.interview`): loadError, empty. */
  texts: 'notice' | 'notice.interview';
  /** Above the items, given the total (a count line). */
  head?: (total: number) => ReactNode;
  children: (items: Item[]) => ReactNode;
}

/** A page of published articles (notices, interviews): loading, failure, none at all, a page past the end, or the items and the pager. */
export function PagedArticles<Item>({ usePage, texts, head, children }: Props<Item>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const list = usePage(page);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed text={t(`${texts}.loadError`)} onRetry={() => void list.refetch()} />;
  const { items, total, page_size: pageSize } = list.data;
  if (total === 0) return <Empty text={t(`${texts}.empty`)} />;
  return (
    <>
      {head?.(total)}
      {items.length === 0 ? (
        <div className="notice-missing">
          <p>{t('notice.pageEmpty')}</p>
          <Link className="btn btn-outline" to={pathname}>
            {t('notice.firstPage')}
          </Link>
        </div>
      ) : (
        children(items)
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} />
    </>
  );
}
