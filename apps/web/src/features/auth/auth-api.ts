import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckOutdateResult, LoginRequest, MyInfo, PasswordReset, PasswordResetRequest, SignupRequest, SocialSignupRequest } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';
import { sessionKey } from '../session/session-query.ts';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: LoginRequest) => api.post<Envelope<{ myInfo: MyInfo; returnTo: string | null }>>('/api/login/self_login', request),
    onSuccess: (body) => client.setQueryData(sessionKey, body.data.myInfo),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) => api.post<Envelope<{ id: number }>>('/api/signup/simple', request),
  });
}

/** Finishes a sign-up started with "Continue with Google"; the answer logs the new member in. */
export function useSocialSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SocialSignupRequest) => api.post<Envelope<{ myInfo: MyInfo; returnTo: string }>>('/api/signup/social', request),
    onSuccess: (body) => client.setQueryData(sessionKey, body.data.myInfo),
  });
}

/** Nickname availability, asked only for a settled, well-formed nickname. */
export function useNicknameAvailability(name: string, enabled: boolean, userId?: number) {
  return useQuery({
    queryKey: ['verify-name', name, userId ?? null],
    queryFn: ({ signal }) => api.get<Envelope<{ available: boolean }>>('/api/signup/verify_name', { username: name, id: userId }, signal),
    enabled,
    staleTime: 10_000,
    select: (body) => body.data.available,
  });
}

export function checkOutdate(mail: string) {
  return api.get<Envelope<CheckOutdateResult>>('/api/signup/check_outdate', { mail });
}

export function useResendMail() {
  return useMutation({
    mutationFn: (email: string) => api.get<Envelope<unknown>>('/api/login/resend', { id: email, type: 'signup' }),
  });
}

export function useVerifyMail(params: { id: string | null; token: string | null; type: string }) {
  return useQuery({
    queryKey: ['verify-mail', params.id, params.token, params.type],
    queryFn: () => api.get<Envelope<{ email: string }>>('/api/signup/verify', params),
    enabled: Boolean(params.id && params.token),
    // A verification link works once; asking again would only report "already verified".
    staleTime: Infinity,
    retry: false,
  });
}

/** Asks for a reset link; the server answers the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: PasswordResetRequest) => api.post<Envelope<null>>('/api/login/forgot_password', request),
  });
}

/** Uses a mailed reset link; every session ends, this browser's too. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PasswordReset) => api.post<Envelope<null>>('/api/login/reset_password', request),
    onSuccess: () => client.setQueryData(sessionKey, null),
  });
}
