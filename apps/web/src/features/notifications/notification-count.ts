import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, setApiUserId, type Envelope } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { queryClient } from '../../lib/api/query-client.ts';
import { postLogout, sessionKey } from '../session/session-query.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
};

/** How often the header asks for the unread count while a member is on the site. */
const COUNT_POLL_MS = 60_000;

/** Spec section 7: a `not login` answer to the count means the session is gone, so log out here too. */
export async function fetchUnreadCount(): Promise<number> {
  try {
    return (await api.get<Envelope<{ count: number }>>('/api/gnb/noti_cnt')).data.count;
  } catch (error) {
    if (isApiError(error) && error.messageKey === 'not login') {
      await postLogout();
      setApiUserId(null);
      queryClient.setQueryData(sessionKey, null);
      return 0;
    }
    throw error;
  }
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.count,
  queryFn: fetchUnreadCount,
  staleTime: 30_000,
  retry: false,
  refetchInterval: COUNT_POLL_MS,
});

/** The header badge: polled only while someone is logged in. */
export function useUnreadCount(enabled: boolean): number {
  return useQuery({ ...unreadCountQuery, enabled }).data ?? 0;
}

/** Caps the badge so it stays a badge. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
