import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FoundAccount, KakaoCertConfirm, KakaoCertRequest, KakaoCertStarted, MyInfo, PhoneForm, PhoneVerification, SmsSent } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { sessionKey } from '../../session/session-query.ts';

export interface CountryCode {
  seq: number;
  code2: string;
  code: string;
  text: string;
}

/** The countries offered beside the number; the list changes only with a release. */
export function useCountryCodes() {
  return useQuery({
    queryKey: ['country-codes'],
    queryFn: async () => (await api.get<Envelope<CountryCode[]>>('/api/signup/country_code')).data,
    staleTime: 3_600_000,
  });
}

/** Which flow a code is for: the member's own phone, finding an account's e-mail, or linking a partner subscription. */
export type PhonePurpose = 'verify' | 'find' | 'subs';

const sendPath = { verify: '/api/v1/user/sms', find: '/api/v1/user/sms/find-email', subs: '/api/v1/user/sms/auth-subs' } as const;

export function useSendCode(purpose: PhonePurpose) {
  return useMutation({ mutationFn: (form: PhoneForm) => api.post<Envelope<SmsSent>>(sendPath[purpose], { ...form, version: 2 }) });
}

/** The session shows a newly verified phone at once. */
function useSessionRefresh() {
  const client = useQueryClient();
  return (body: Envelope<MyInfo[]>) => {
    const user = body.data[0];
    if (user) client.setQueryData(sessionKey, user);
  };
}

/** A right code makes the number the member's verified phone. */
export function useVerifyPhone() {
  const onSuccess = useSessionRefresh();
  return useMutation({ mutationFn: (form: PhoneVerification) => api.post<Envelope<MyInfo[]>>('/api/v1/user/sms/verification', form), onSuccess });
}

/** The partner-linking steps' code: a right one makes the (enrolled) number the member's verified phone. */
export function useVerifySubsPhone() {
  const onSuccess = useSessionRefresh();
  return useMutation({ mutationFn: (form: PhoneVerification) => api.post<Envelope<MyInfo[]>>('/api/v1/user/sms/auth-subs/verification', form), onSuccess });
}

/** Kakao's first step: the request goes to the member's KakaoTalk. */
export function useStartKakaoCert() {
  return useMutation({ mutationFn: (form: KakaoCertRequest) => api.post<Envelope<KakaoCertStarted>>('/api/v1/user/kakao/verify', form) });
}

/** Kakao's second step, once approved in KakaoTalk: the number becomes the member's verified phone. */
export function useConfirmKakaoCert() {
  const onSuccess = useSessionRefresh();
  return useMutation({ mutationFn: (form: KakaoCertConfirm) => api.post<Envelope<MyInfo[]>>('/api/v1/user/kakao/verify/confirm', form), onSuccess });
}

export function useFindEmail() {
  return useMutation({ mutationFn: (form: PhoneVerification) => api.post<Envelope<FoundAccount>>('/api/v1/user/sms/find-email/verification', form) });
}
