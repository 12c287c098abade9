import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenIssued } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';

const tokensKey = ['api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: tokensKey,
    queryFn: async () => (await api.get<Envelope<ApiToken[]>>('/api/v1/myinfo/tokens')).data,
  });
}

/** Create and reissue answer with the token itself, the only time it is ever shown. */
export function useIssueApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { name: string } | { reissueId: number }) => {
      const body =
        'reissueId' in request
          ? await api.post<Envelope<ApiTokenIssued>>(`/api/v1/myinfo/tokens/${request.reissueId}/reissue`)
          : await api.post<Envelope<ApiTokenIssued>>('/api/myinfo/token/create', request);
      return body.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Envelope<null>>('/api/myinfo/token/expire', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
