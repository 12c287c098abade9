import { useTranslation } from 'react-i18next';
import type { SearchTab } from '@madang/contracts/search';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useLoadMore } from '../../ui/use-load-more.ts';
import { useSearchTab } from './api/search-api.ts';
import { HitList } from './hit-list.tsx';

/** One tab's hits; the next page loads when the end of the list scrolls into view. */
export function TabResults({ keyword, tab }: { keyword: string; tab: SearchTab }) {
  const { t } = useTranslation();
  const query = useSearchTab(keyword, tab, true);
  const sentinel = useLoadMore<HTMLDivElement>(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed onRetry={() => void query.refetch()} />;
  const hits = query.data.pages.flatMap((page) => page.items);
  if (hits.length === 0) return <p className="muted search-none">{t('search.noHits', { keyword })}</p>;
  return (
    <>
      <HitList hits={hits} keyword={keyword} />
      <div ref={sentinel} className="search-sentinel">
        {hasNextPage ? (
          <button type="button" className="btn btn-outline btn-sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('common.loading') : t('search.more')}
          </button>
        ) : null}
      </div>
    </>
  );
}
