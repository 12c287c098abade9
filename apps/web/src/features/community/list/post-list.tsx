import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../lib/paging.ts';
import { Pager } from '../../../ui/pager.tsx';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useCommunityError } from '../use-community-error.ts';

interface Props<T> {
  /** The board's catalog namespace for the list texts (`<ns>.list.empty`, …). */
  ns: 'talk' | 'code';
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** Whether a search or filter is on, which turns "no posts yet" into "nothing found". */
  filtered: boolean;
  page: number;
  pageSize: number;
  listClass: string;
  children: (item: T) => ReactNode;
}

/** One page of a board's posts: loading, failure, empty, or the count, the board's rows and the pager. */
export function PostList<T>({ ns, query, filtered, page, pageSize, listClass, children }: Props<T>) {
  const { t } = useTranslation();
  const errorText = useCommunityError();
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed text={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <Empty text={filtered ? t(`${ns}.list.noResults`) : t(`${ns}.list.empty`)} />;
  return (
    <>
      <p className="muted talk-total">{t(`${ns}.list.total`, { count: query.data.total })}</p>
      <ul className={listClass}>{query.data.items.map(children)}</ul>
      <Pager page={page} pages={pageCount(query.data.total, pageSize)} />
    </>
  );
}
