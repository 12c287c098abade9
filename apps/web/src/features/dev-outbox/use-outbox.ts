import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/api-error.ts';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Mails the server would have sent; `null` means the outbox is switched off (production answers 404). */
export function useOutbox() {
  return useQuery({
    queryKey: ['dev-outbox'],
    queryFn: async (): Promise<OutboxMail[] | null> => {
      try {
        return (await api.get<Envelope<OutboxMail[]>>('/api/dev/outbox')).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: 5_000,
  });
}

export interface OutboxSms {
  id: number;
  to: string;
  text: string;
  createdAt: string;
}

/** Texts the server would have sent; `null` when they go through a real provider, or in production. */
export function useSmsOutbox() {
  return useQuery({
    queryKey: ['dev-outbox', 'sms'],
    queryFn: async (): Promise<OutboxSms[] | null> => {
      try {
        return (await api.get<Envelope<OutboxSms[]>>('/api/dev/sms-outbox')).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: 5_000,
  });
}

export interface OutboxKakaoCert {
  txId: string;
  phone: string;
  name: string;
  birthday: string;
  state: 'waiting' | 'approved' | 'rejected' | 'verified';
  createdAt: string;
  expiresAt: string;
}

/** Kakao verification requests waiting for someone to play KakaoTalk; `null` when a real provider (or none) is set. */
export function useKakaoCertOutbox() {
  return useQuery({
    queryKey: ['dev-outbox', 'kakao'],
    queryFn: async (): Promise<OutboxKakaoCert[] | null> => {
      try {
        return (await api.get<Envelope<OutboxKakaoCert[]>>('/api/dev/kakao-cert')).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: 5_000,
  });
}

/** Approves or declines a request, as the member would in KakaoTalk. */
export function useAnswerKakaoCert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ txId, answer }: { txId: string; answer: 'approve' | 'reject' }) => api.post(`/api/dev/kakao-cert/${encodeURIComponent(txId)}/${answer}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dev-outbox', 'kakao'] }),
  });
}
