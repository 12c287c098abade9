import { useQuery } from '@tanstack/react-query';
import type { HumanCheckSettings } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';

/** Which widget the server wants before a sign-up, if any; it changes only with the server's settings. */
export function useHumanCheckSettings() {
  return useQuery({
    queryKey: ['human-check-settings'],
    queryFn: async () => (await api.get<Envelope<HumanCheckSettings>>('/api/signup/recaptcha/settings')).data,
    staleTime: 3_600_000,
  });
}

/** The widget's token for a one-time sign-up pass (spec: `/signup/recaptcha/v2` for the checkbox, `/signup/recaptcha` otherwise). */
export async function exchangeHumanToken(kind: HumanCheckSettings['kind'], token: string): Promise<string> {
  const path = kind === 'turnstile' ? '/api/signup/recaptcha' : '/api/signup/recaptcha/v2';
  return (await api.post<Envelope<{ pass: string }>>(path, { token })).data.pass;
}

export async function fetchLocalHumanToken(): Promise<string> {
  return (await api.post<Envelope<{ token: string }>>('/api/signup/recaptcha/local-token')).data.token;
}
