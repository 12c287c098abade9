import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';
import { notificationKeys } from './notification-count.ts';

type Pages = InfiniteData<NotificationPage, number>;

/** The latest notifications (/gnb/noti), then older pages from /gnb/noti_all on "show more". */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      pageParam === 1
        ? (await api.get<Envelope<NotificationPage>>('/api/gnb/noti', undefined, signal)).data
        : (await api.get<Envelope<NotificationPage>>('/api/gnb/noti_all', { page: pageParam }, signal)).data,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 10_000,
  });
}

/** Applies a change to every loaded page, so the list answers at once instead of after a refetch. */
function editPages(client: ReturnType<typeof useQueryClient>, edit: (page: NotificationPage) => NotificationPage) {
  client.setQueryData<Pages>(notificationKeys.list, (data) => data && { ...data, pages: data.pages.map(edit) });
}

function useNotificationMutation<V>(path: string, edit: (page: NotificationPage, variables: V) => NotificationPage) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await api.post<Envelope<{ count: number }>>(path, variables ?? {})).data,
    onSuccess: (data, variables) => {
      client.setQueryData(notificationKeys.count, data.count);
      editPages(client, (page) => ({ ...edit(page, variables), unread: data.count }));
    },
    // A failed call may mean the list moved on elsewhere (another tab): show what the server has.
    onError: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = () =>
  useNotificationMutation<{ pkid: number }>('/api/gnb/noti', (page, { pkid }) => ({
    ...page,
    items: page.items.map((item) => (item.pkid === pkid ? { ...item, is_read: 1 as const } : item)),
  }));

export const useDeleteNotification = () =>
  useNotificationMutation<{ pkid: number }>('/api/gnb/noti_delete', (page, { pkid }) => ({
    ...page,
    items: page.items.filter((item) => item.pkid !== pkid),
    total: Math.max(0, page.total - 1),
  }));

export const useReadAll = () =>
  useNotificationMutation<void>('/api/gnb/noti_read_all', (page) => ({ ...page, items: page.items.map((item) => ({ ...item, is_read: 1 as const })) }));

export const useDeleteAll = () => useNotificationMutation<void>('/api/gnb/noti_delete_all', (page) => ({ ...page, items: [], total: 0 }));
