import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqInput, FaqItem, HostFaq, HostNotice, NoticeDetail, NoticeInput, NoticePage, NoticeTopItem } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { useLocale } from '../../../i18n/use-locale.ts';

const HOST = '/api/v1/host';

/** Public reads come in the page's language, so the language is part of their keys. */
export const noticeKeys = {
  all: ['notices'] as const,
  list: (locale: string, page: number) => ['notices', 'list', locale, page] as const,
  notice: (locale: string, id: number) => ['notices', 'notice', locale, id] as const,
  faq: (locale: string) => ['notices', 'faq', locale] as const,
  top: (locale: string) => ['notices', 'top', locale] as const,
  host: ['notices', 'host'] as const,
  hostNotices: ['notices', 'host', 'notices'] as const,
  hostNotice: (id: number) => ['notices', 'host', 'notices', id] as const,
  hostFaq: ['notices', 'host', 'faq'] as const,
  hostFaqEntry: (id: number) => ['notices', 'host', 'faq', id] as const,
};

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

export function useNoticeList(page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: noticeKeys.list(locale, page),
    queryFn: ({ signal }) => data(api.get<Envelope<NoticePage>>('/api/etc/notice_list', { page }, signal)),
    // The old page stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The pinned notices and the ones opening as a popup now (/etc/notice_top). */
export function useTopNotices() {
  const locale = useLocale();
  return useQuery({
    queryKey: noticeKeys.top(locale),
    queryFn: ({ signal }) => data(api.get<Envelope<NoticeTopItem[]>>('/api/etc/notice_top', undefined, signal)),
  });
}

export function useNotice(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: noticeKeys.notice(locale, id),
    queryFn: ({ signal }) => data(api.get<Envelope<NoticeDetail>>('/api/etc/notice_data', { nt_id: id }, signal)),
  });
}

/**
 * Counts one reading (POST /etc/notice_data/). The open notice keeps the count it loaded with; the
 * lists are refetched so the way back shows the new one.
 */
export function useCountNoticeRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.post<Envelope<{ nt_id: number; view_cnt: number }>>('/api/etc/notice_data/', { nt_id: id, read: 1 })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notices', 'list'] }),
  });
}

export function useFaqList() {
  const locale = useLocale();
  return useQuery({
    queryKey: noticeKeys.faq(locale),
    queryFn: ({ signal }) => data(api.get<Envelope<FaqItem[]>>('/api/etc/faq_list', undefined, signal)),
  });
}

// ---- The host console (admins) ----

export function useHostNotices() {
  return useQuery({ queryKey: noticeKeys.hostNotices, queryFn: () => data(api.get<Envelope<HostNotice[]>>(`${HOST}/notices`)) });
}

/** One notice for the edit form; nothing is fetched for a new one (`id` null). */
export function useHostNotice(id: number | null) {
  return useQuery({
    queryKey: noticeKeys.hostNotice(id ?? 0),
    queryFn: () => data(api.get<Envelope<HostNotice>>(`${HOST}/notices/${id}`)),
    enabled: id !== null,
  });
}

export function useHostFaq() {
  return useQuery({ queryKey: noticeKeys.hostFaq, queryFn: () => data(api.get<Envelope<HostFaq[]>>(`${HOST}/faq`)) });
}

export function useHostFaqEntry(id: number | null) {
  return useQuery({
    queryKey: noticeKeys.hostFaqEntry(id ?? 0),
    queryFn: () => data(api.get<Envelope<HostFaq>>(`${HOST}/faq/${id}`)),
    enabled: id !== null,
  });
}

/** Every change refreshes the console's lists and the public pages, which may show the change. */
function useNoticesMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }) });
}

export const useSaveNotice = (id: number | null) =>
  useNoticesMutation((body: NoticeInput) =>
    data(id === null ? api.post<Envelope<HostNotice>>(`${HOST}/notices`, body) : api.put<Envelope<HostNotice>>(`${HOST}/notices/${id}`, body)),
  );

export const usePinNotice = () =>
  useNoticesMutation(({ id, pinned }: { id: number; pinned: boolean }) => data(api.post<Envelope<HostNotice>>(`${HOST}/notices/${id}/pin`, { pinned })));

export const usePublishNotice = () =>
  useNoticesMutation(({ id, published }: { id: number; published: boolean }) => data(api.post<Envelope<HostNotice>>(`${HOST}/notices/${id}/publish`, { published })));

export const useDeleteNotice = () => useNoticesMutation((id: number) => data(api.post<Envelope<{ deleted: true }>>(`${HOST}/notices/${id}/delete`)));

export const useSaveFaq = (id: number | null) =>
  useNoticesMutation((body: FaqInput) => data(id === null ? api.post<Envelope<HostFaq>>(`${HOST}/faq`, body) : api.put<Envelope<HostFaq>>(`${HOST}/faq/${id}`, body)));

export const useMoveFaq = () =>
  useNoticesMutation(({ id, direction }: { id: number; direction: 'up' | 'down' }) => data(api.post<Envelope<HostFaq[]>>(`${HOST}/faq/${id}/move`, { direction })));

export const useDeleteFaq = () => useNoticesMutation((id: number) => data(api.post<Envelope<{ deleted: true }>>(`${HOST}/faq/${id}/delete`)));
