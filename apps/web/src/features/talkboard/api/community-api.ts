import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityTalkTab } from '@madang/contracts/talkboard-limits';
import type { TabNewPostCount } from '@madang/contracts/talkboard';
import type { WeeklyPopular } from '@madang/contracts/weekly-popular';
import { useLocale } from '../../../i18n/use-locale.ts';
import { api, type Envelope } from '../../../lib/api/client.ts';

/** Spec section 8: the community list is kept 240 000 ms in the browser, as on the server. */
export const STALE_COMMUNITY_MS = 240_000;

const keys = {
  counts: ['talk', 'tab-counts'] as const,
  weekly: (locale: string) => ['community', 'weekly', locale] as const,
};

/** Each talk tab's posts that are new to the viewer (GET /v1/community/getTabNewPostCount). */
export function useTabCounts() {
  return useQuery({
    queryKey: keys.counts,
    queryFn: async ({ signal }) => (await api.get<Envelope<TabNewPostCount>>('/api/v1/community/getTabNewPostCount', undefined, signal)).data.tabs,
  });
}

/** A member opened a tab: its badge goes, and the next count starts from now. */
export function useMarkTabVisited() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tab: CommunityTalkTab) => api.post<Envelope<{ tab: string }>>('/api/v1/community/tabVisit', { tab }),
    // The badge goes at once. A count asked before the visit was stored is stale: one still on its way is cancelled
    // (else it lands after the badge went and brings it back), and the counts are asked again once the visit is stored.
    onMutate: async (tab) => {
      await client.cancelQueries({ queryKey: keys.counts });
      client.setQueryData(keys.counts, (counts: TabNewPostCount['tabs'] | undefined) => (counts ? { ...counts, [tab]: 0 } : counts));
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.counts }),
  });
}

/** The week's popular talk and code (GET /main/community_list, version 3), titled in the page's language. */
export function useWeeklyPopular() {
  return useQuery({
    queryKey: keys.weekly(useLocale()),
    queryFn: async ({ signal }) => (await api.get<Envelope<WeeklyPopular>>('/api/main/community_list', { version: 3 }, signal)).data,
    staleTime: STALE_COMMUNITY_MS,
  });
}
