import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostInquiry, InquiryInput } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';

const keys = { host: ['inquiries', 'host'] as const };

/** Sends the "host a competition" form; no session is needed. */
export function useSendInquiry() {
  return useMutation({ mutationFn: async (input: InquiryInput) => (await api.post<Envelope<{ id: number }>>('/api/v1/inquiries', input)).data });
}

export function useHostInquiries() {
  return useQuery({ queryKey: keys.host, queryFn: async () => (await api.get<Envelope<HostInquiry[]>>('/api/v1/host/inquiries')).data });
}

export function useMarkInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: number; handled: boolean }) => (await api.post<Envelope<HostInquiry>>(`/api/v1/host/inquiries/${id}/handled`, { handled })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.host }),
  });
}
