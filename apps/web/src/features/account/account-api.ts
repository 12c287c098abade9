import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyInfo, ProfileUpdate } from '@madang/contracts';
import { api, setApiUserId, type Envelope } from '../../lib/api/client.ts';
import { sessionKey } from '../session/session-query.ts';

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.post<Envelope<MyInfo[]>>('/api/myinfo/update/v2', update),
    onSuccess: (body) => {
      const user = body.data[0];
      if (user) client.setQueryData(sessionKey, user);
    },
  });
}

/** Withdrawal ends the session on the server; forget everything about the user here too. */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { password?: string; confirm_email?: string; reason?: string }) => api.post<Envelope<unknown>>('/api/signup/signout/v2', request),
    onSuccess: () => {
      setApiUserId(null);
      client.setQueryData(sessionKey, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    },
  });
}
