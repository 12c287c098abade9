import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompetitionListItem, nowRankingSchema } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { STALE_COMPETITION_STATS_MS, STALE_RANKING_MS } from '../../lib/api/query-client.ts';

export type RankingEntry = z.infer<typeof nowRankingSchema>[number];

/** A list endpoint that is not deployed yet (404) simply has nothing to show. */
async function listOrEmpty<T>(path: string, query?: Record<string, string | number>): Promise<T[]> {
  try {
    return (await api.get<Envelope<T[]>>(path, query)).data ?? [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useOfficialCompetitions() {
  return useQuery({
    queryKey: ['competitions', 'official'],
    queryFn: () => listOrEmpty<CompetitionListItem>('/api/competition/list', { is_official: 1, version: 2 }),
    staleTime: STALE_COMPETITION_STATS_MS,
  });
}

export function useNowRanking() {
  return useQuery({
    queryKey: ['main', 'now-ranking'],
    queryFn: () => listOrEmpty<RankingEntry>('/api/main/now_ranking_data'),
    staleTime: STALE_RANKING_MS,
  });
}
