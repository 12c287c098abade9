import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeFeedback, UnsubscribeLink, UnsubscribeState } from '@madang/contracts/unsubscribe';
import { api, type Envelope } from '../../lib/api/client.ts';
import { sessionKey } from '../session/session-query.ts';

const stateKey = (link: UnsubscribeLink) => ['unsubscribe', link.id, link.from, link.type, link.sig];

/** What the mail's link means; asking changes nothing. */
export function useUnsubscribeState(link: UnsubscribeLink) {
  return useQuery({
    queryKey: stateKey(link),
    queryFn: ({ signal }) => api.get<Envelope<UnsubscribeState>>('/api/mail/unsubscribe', { ...link }, signal),
    select: (body) => body.data,
    retry: false,
  });
}

export function useUnsubscribe(link: UnsubscribeLink) {
  const client = useQueryClient();
  const query = new URLSearchParams({ id: String(link.id), from: link.from, type: link.type, sig: link.sig });
  return useMutation({
    mutationFn: () => api.post<Envelope<UnsubscribeState>>(`/api/mail/unsubscribe?${query}`),
    onSuccess: (body) => {
      client.setQueryData(stateKey(link), body);
      // The account page reads the consent from the session: the link's member may be the one signed in here.
      void client.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export function useUnsubscribeFeedback() {
  return useMutation({
    mutationFn: (feedback: UnsubscribeFeedback) => api.post<Envelope<unknown>>('/api/mail/unsubscribe/feedback', feedback),
  });
}
