import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantPartnerRequest, UserStatus } from '@madang/contracts';
import { COLLABORATION_COOKIE } from '@madang/contracts/collaboration';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { sessionKey } from '../../session/session-query.ts';

/** The spec's grant call: the partner's subscription for the member's verified phone; the status, session and lessons follow. */
export function useGrantPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: GrantPartnerRequest) => (await api.post<Envelope<UserStatus>>('/api/v1/subscription/grant-oz-subs', request)).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['subscription'] }),
        client.invalidateQueries({ queryKey: sessionKey }),
        client.invalidateQueries({ queryKey: ['learning'] }),
      ]),
  });
}

/** The partner code of a linked subscription (the grant's cookie, a week), or `?collaboration=` in the address. */
export function collaborationCode(): string | null {
  if (typeof window === 'undefined') return null;
  return readCookie(COLLABORATION_COOKIE) ?? new URLSearchParams(window.location.search).get(COLLABORATION_COOKIE);
}
