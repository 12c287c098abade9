import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BANNER_CACHE_MS, type BannerKind } from '@madang/contracts/banner-kinds';
import type { AllListPage, AllListType, BasicList } from '@madang/contracts/home-lists';
import { api, type Envelope } from '../../lib/api/client.ts';
import { STALE_RANKING_MS } from '../../lib/api/query-client.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The ranking is the quickest of the three to go stale (3 min; banners 240 s, competition stats 5 min). */
const BASIC_LIST_STALE_MS = Math.min(STALE_RANKING_MS, BANNER_CACHE_MS);

/**
 * The home's first screen (official competitions, top three, live banners) comes in one call,
 * `/main/basic_list`; each part of the page selects its piece of the same cached answer.
 */
function useBasicList<T>(select: (list: BasicList) => T) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['main', 'basic-list', locale],
    queryFn: async ({ signal }) => (await api.get<Envelope<BasicList>>('/api/main/basic_list', { version: 2 }, signal)).data,
    staleTime: BASIC_LIST_STALE_MS,
    select,
  });
}

const officialOf = (list: BasicList) => list.official;
const rankingOf = (list: BasicList) => list.ranking;
const bannersOf = (list: BasicList) => list.banners;

export const useOfficialCompetitions = () => useBasicList(officialOf);
export const useNowRanking = () => useBasicList(rankingOf);
export const useBanners = () => useBasicList(bannersOf);

/** The live banners of one kind, in their order. */
export function useBannersOf(kind: BannerKind) {
  const query = useBanners();
  return { ...query, data: query.data?.filter((banner) => banner.kind === kind) };
}

/** The home's "more" list: the combined list of competitions, talk and code, a page per scroll. */
export function useAllList(type: AllListType) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: ['main', 'all-list', type, locale],
    queryFn: async ({ pageParam, signal }) => (await api.get<Envelope<AllListPage>>(`/api/main/v3/all_list_scroll/${pageParam}`, { type, version: 3 }, signal)).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}
