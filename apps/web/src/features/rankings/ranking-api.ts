import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RANKING_PAGE_SIZE, type RankingFilter, type RankingList, type RankingMyInfo, type RankingProfileUpdate } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';

/** Spec section 9: rankings are cached for 3 minutes. */
const RANKING_STALE_MS = 3 * 60_000;

export const rankingKeys = {
  all: ['ranking'] as const,
  list: (filter: RankingFilter) => ['ranking', 'list', filter] as const,
  mine: (filter: RankingFilter) => ['ranking', 'mine', filter] as const,
  tier: ['ranking', 'tier'] as const,
};

export const useRankingList = (filter: RankingFilter) =>
  useInfiniteQuery({
    queryKey: rankingKeys.list(filter),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => (await api.get<Envelope<RankingList>>(`/api/V2/ranking/list/${pageParam}`, { ...filter, more: RANKING_PAGE_SIZE }, signal)).data,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: RANKING_STALE_MS,
  });

export const useMyRanking = (filter: RankingFilter, enabled: boolean) =>
  useQuery({
    queryKey: rankingKeys.mine(filter),
    queryFn: async ({ signal }) => (await api.get<Envelope<RankingMyInfo>>('/api/V2/ranking/myinfo', filter, signal)).data,
    staleTime: RANKING_STALE_MS,
    enabled,
  });

/** The member's tier card (/myinfo/bronze). */
export const useMyTier = (enabled: boolean) =>
  useQuery({
    queryKey: rankingKeys.tier,
    queryFn: async ({ signal }) => (await api.get<Envelope<RankingMyInfo>>('/api/myinfo/bronze', undefined, signal)).data,
    staleTime: RANKING_STALE_MS,
    enabled,
  });

export function useSaveRankingCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: RankingProfileUpdate) => (await api.post<Envelope<RankingMyInfo>>('/api/v1/ranking/category', update)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: rankingKeys.all }),
  });
}
