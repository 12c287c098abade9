import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SearchResult, SearchTab, SearchTabPage, SearchTrend } from '@madang/contracts/search';
import { api, type Envelope } from '../../../lib/api/client.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;
const VERSION = 2;

export const useTrends = () =>
  useQuery({ queryKey: ['search', 'trends'], queryFn: ({ signal }) => data(api.get<Envelope<SearchTrend[]>>('/api/search/getTrend', undefined, signal)), staleTime: 60_000 });

/** Every tab's count and first hits; a keyword of nothing is not sent. */
export const useSearchResult = (keyword: string) =>
  useQuery({
    queryKey: ['search', 'result', keyword],
    queryFn: ({ signal }) => data(api.get<Envelope<SearchResult>>('/api/search/getResult', { keyword, version: VERSION }, signal)),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });

/** One tab's hits, a page at a time as the reader scrolls. */
export const useSearchTab = (keyword: string, tab: SearchTab, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['search', 'tab', tab, keyword],
    queryFn: ({ pageParam, signal }) =>
      data(api.get<Envelope<SearchTabPage>>(`/api/search/getResultByTab/scroll/${pageParam}`, { tab_type: tab, keyword, version: VERSION }, signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: enabled && keyword !== '',
  });

/** Records the search for the trends; a failure here must not disturb the search itself. */
export const recordSearch = (keyword: string) => api.post('/api/search', { keyword }).catch(() => undefined);
