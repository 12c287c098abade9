import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostInterview, InterviewInput, WinnerDetail, WinnerPage } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { useLocale } from '../../../i18n/use-locale.ts';

const HOST = '/api/v1/host/interviews';

/** Public reads come in the page's language, so the language is part of their keys. */
const interviewKeys = {
  all: ['interviews'] as const,
  list: (locale: string, page: number) => ['interviews', 'list', locale, page] as const,
  interview: (locale: string, id: number) => ['interviews', 'interview', locale, id] as const,
  host: ['interviews', 'host'] as const,
  hostInterview: (id: number) => ['interviews', 'host', id] as const,
};

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

export function useInterviewList(page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: interviewKeys.list(locale, page),
    queryFn: ({ signal }) => data(api.get<Envelope<WinnerPage>>('/api/etc/winner_list', { page }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useInterview(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: interviewKeys.interview(locale, id),
    queryFn: ({ signal }) => data(api.get<Envelope<WinnerDetail>>('/api/etc/winner_data', { win_id: id }, signal)),
  });
}

/** Counts one reading; the open interview keeps the count it loaded with, the list shows the new one. */
export function useCountInterviewRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.post<Envelope<{ win_id: number; view_cnt: number }>>('/api/etc/winner_data', { win_id: id, read: 1 })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['interviews', 'list'] }),
  });
}

// ---- The host console (admins) ----

export function useHostInterviews() {
  return useQuery({ queryKey: interviewKeys.host, queryFn: () => data(api.get<Envelope<HostInterview[]>>(HOST)) });
}

/** One interview for the edit form; nothing is fetched for a new one (`id` null). */
export function useHostInterview(id: number | null) {
  return useQuery({ queryKey: interviewKeys.hostInterview(id ?? 0), queryFn: () => data(api.get<Envelope<HostInterview>>(`${HOST}/${id}`)), enabled: id !== null });
}

/** Every change refreshes the console's list and the public pages, which may show the change. */
function useInterviewsMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: interviewKeys.all }) });
}

export const useSaveInterview = (id: number | null) =>
  useInterviewsMutation((body: InterviewInput) => data(id === null ? api.post<Envelope<HostInterview>>(HOST, body) : api.put<Envelope<HostInterview>>(`${HOST}/${id}`, body)));

export const useDeleteInterview = () => useInterviewsMutation((id: number) => data(api.post<Envelope<{ deleted: true }>>(`${HOST}/${id}/delete`)));
