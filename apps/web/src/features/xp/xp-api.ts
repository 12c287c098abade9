import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { XpHistoryPage, XpNotify, XpSummary } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';

export const xpKeys = {
  all: ['xp'] as const,
  notify: ['xp', 'notify'] as const,
  summary: ['xp', 'summary'] as const,
  history: ['xp', 'history'] as const,
};

/** How often the header asks whether new XP arrived while a member is on the site. */
const NOTIFY_POLL_MS = 60_000;

/** The point list (unread XP events); its first item decides the new-XP indicator. */
export const usePointNotices = () =>
  useQuery({
    queryKey: xpKeys.notify,
    queryFn: async ({ signal }) => (await api.get<Envelope<XpNotify>>('/api/gnb/xp/v2/notify', { version: 3 }, signal)).data,
    staleTime: 30_000,
    refetchInterval: NOTIFY_POLL_MS,
  });

export const useXpSummary = () =>
  useQuery({
    queryKey: xpKeys.summary,
    queryFn: async ({ signal }) => (await api.get<Envelope<XpSummary>>('/api/v1/xp/popup', undefined, signal)).data,
    staleTime: 10_000,
  });

export const useXpHistory = () =>
  useInfiniteQuery({
    queryKey: xpKeys.history,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => (await api.get<Envelope<XpHistoryPage>>('/api/gnb/xp/history/v2', { page: pageParam }, signal)).data,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 10_000,
  });

/** Marks the point list read up to its newest item, which clears the indicator. */
export function useConfirmPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (notiId: number) => (await api.post<Envelope<{ count: number }>>('/api/gnb/xp/confirm', { noti_id: notiId })).data,
    onSuccess: () => client.setQueryData<XpNotify>(xpKeys.notify, { notRead: [], count: 0 }),
    onError: () => void client.invalidateQueries({ queryKey: xpKeys.notify }),
  });
}
