import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelRequest, CheckoutAnswer, CheckoutRequest, ConfirmAnswer, ConfirmRequest, HistoryRow, Plan, PlanKind, Receipt, UserStatus } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { sessionKey } from '../../session/session-query.ts';
import { useSession } from '../../session/use-session.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: (kind: PlanKind | 'all') => ['subscription', 'plans', kind] as const,
  secret: (token: string) => ['subscription', 'secret', token] as const,
  status: (viewer: number) => ['subscription', 'status', viewer] as const,
  history: (page: number) => ['subscription', 'history', page] as const,
  receipt: (orderId: string) => ['subscription', 'receipt', orderId] as const,
};

/** Everything a payment or a change of subscription can move: the member's status, history and access. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: subscriptionKeys.all }),
      client.invalidateQueries({ queryKey: sessionKey }),
      client.invalidateQueries({ queryKey: ['learning'] }),
    ]);
}

/** The plans on sale, of one kind or all. */
export function usePlans(kind?: PlanKind) {
  return useQuery({
    queryKey: subscriptionKeys.plans(kind ?? 'all'),
    queryFn: ({ signal }) => data(api.get<Envelope<Plan[]>>('/api/v1/subscription/plans', { kind }, signal)),
  });
}

/** The plan behind a secret link; an unknown or malformed token is an answer to show, not to retry. */
export function useSecretPlan(token: string) {
  return useQuery({
    queryKey: subscriptionKeys.secret(token),
    queryFn: ({ signal }) => data(api.get<Envelope<Plan>>('/api/v1/subscription/plans/secret', { token }, signal)),
    retry: false,
  });
}

/** `GET /v1/subscription/user-status` for the logged-in member; nothing is asked for visitors. */
export function useUserStatus() {
  const { user } = useSession();
  return useQuery({
    queryKey: subscriptionKeys.status(user?.id ?? 0),
    queryFn: ({ signal }) => data(api.get<Envelope<UserStatus>>('/api/v1/subscription/user-status', undefined, signal)),
    enabled: user !== null,
  });
}

/** Opens (or finds the open) order for a plan: the amount in the answer is the server's. */
export function useCheckout() {
  return useMutation({ mutationFn: (input: CheckoutRequest) => data(api.post<Envelope<CheckoutAnswer>>('/api/v1/payments/checkout', input)) });
}

export function useConfirmPayment() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ConfirmRequest) => data(api.post<Envelope<ConfirmAnswer>>('/api/v1/payments/confirm', input)),
    onSuccess: () => refresh(),
  });
}

export function useFailPayment() {
  return useMutation({
    mutationFn: (input: { orderId: string; code: string; message: string }) => api.post<Envelope<unknown>>('/api/v1/payments/fail', input),
  });
}

export function useCancelSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: CancelRequest) => data(api.post<Envelope<UserStatus>>('/api/v1/subscription/cancel', input)),
    onSuccess: () => refresh(),
  });
}

export function useResumeSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => data(api.post<Envelope<UserStatus>>('/api/v1/subscription/resume')),
    onSuccess: () => refresh(),
  });
}

export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: subscriptionKeys.history(page),
    queryFn: ({ signal }) => data(api.get<Envelope<{ rows: HistoryRow[]; total: number; page_size: number }>>('/api/v1/payments/history', { page }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useReceipt(orderId: string) {
  return useQuery({
    queryKey: subscriptionKeys.receipt(orderId),
    queryFn: ({ signal }) => data(api.get<Envelope<Receipt>>(`/api/v1/payments/receipts/${encodeURIComponent(orderId)}`, undefined, signal)),
    retry: false,
  });
}
