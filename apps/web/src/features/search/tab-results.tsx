import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTab } from '@madang/contracts/search';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { useSearchTab } from './api/search-api.ts';
import { HitList } from './hit-list.tsx';

/** One tab's hits; the next page loads when the end of the list scrolls into view. */
export function TabResults({ keyword, tab }: { keyword: string; tab: SearchTab }) {
  const { t } = useTranslation();
  const query = useSearchTab(keyword, tab, true);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

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
