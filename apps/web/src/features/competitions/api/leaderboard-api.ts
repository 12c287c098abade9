import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { awardSchema, baselineSchema, Leaderboard, myRankingSchema, rankingChartSchema } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { STALE_RANKING_MS } from '../../../lib/api/query-client.ts';
import { useSession } from '../../session/use-session.ts';

export type BoardKind = Leaderboard['board'];
// The contracts export these as schemas only; type-only imports keep zod out of the page chunks.
export type Baseline = z.infer<typeof baselineSchema>;
export type MyRanking = z.infer<typeof myRankingSchema>;
export type Award = z.infer<typeof awardSchema>;
export type RankingChart = z.infer<typeof rankingChartSchema>;

const get = <T>(path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) => api.get<Envelope<T>>(path, query, signal).then((body) => body.data);

/** Boards are cached like the spec's rankings (3 minutes); a new score refreshes them through the submissions page. */
export function useBoard(competitionId: number, board: BoardKind, enabled = true) {
  return useQuery({
    queryKey: ['competition', competitionId, 'board', board],
    queryFn: ({ signal }) => get<Leaderboard>(`/api/leaderboard/V2/${board}`, { cpt_id: competitionId }, signal),
    staleTime: STALE_RANKING_MS,
    enabled,
  });
}

export function useBaseline(competitionId: number) {
  return useQuery({
    queryKey: ['competition', competitionId, 'baseline'],
    queryFn: ({ signal }) => get<Baseline>('/api/leaderboard/get_baseline', { cpt_id: competitionId, stage: 1 }, signal),
    staleTime: STALE_RANKING_MS,
  });
}

export function useMyRanking(competitionId: number, board: BoardKind) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['competition', competitionId, 'my-ranking', board, user?.id ?? 0],
    queryFn: ({ signal }) => get<MyRanking>('/api/leaderboard/my_ranking/v1', { cpt_id: competitionId, type: board }, signal),
    enabled: user !== null,
  });
}

export function useAwards(competitionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['competition', competitionId, 'awards'],
    queryFn: ({ signal }) => get<Award[]>('/api/leaderboard/awards', { cpt_id: competitionId }, signal),
    enabled,
  });
}

export function useRankingChart(competitionId: number, board: BoardKind) {
  return useQuery({
    queryKey: ['competition', competitionId, 'chart', board],
    queryFn: ({ signal }) =>
      get<RankingChart>(board === 'private' ? '/api/competition/ranking_plotly/private' : '/api/competition/ranking_plotly', { cpt_id: competitionId, top: 10 }, signal),
    staleTime: STALE_RANKING_MS,
  });
}
