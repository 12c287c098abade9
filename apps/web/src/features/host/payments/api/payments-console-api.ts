import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostPayment, HostPlan, HostPlanInput, RefundRequest } from '@madang/contracts';
import type { PaymentQuery } from '../payment-filter.ts';
import { api, type Envelope } from '../../../../lib/api/client.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

const keys = {
  plans: ['host', 'plans'] as const,
  payments: (filter: PaymentQuery) => ['host', 'payments', filter] as const,
};

const HOST_PAYMENTS_PATH = '/api/v1/host/payments';
/** The same filters as the list, answered as a CSV file (a link, so the browser downloads it with the session cookie). */
export const HOST_PAYMENTS_CSV_PATH = '/api/v1/host/payments.csv';

export function useHostPlans() {
  return useQuery({ queryKey: keys.plans, queryFn: ({ signal }) => data(api.get<Envelope<HostPlan[]>>('/api/v1/host/plans', undefined, signal)) });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: HostPlanInput }) =>
      data(id === null ? api.post<Envelope<HostPlan>>('/api/v1/host/plans', input) : api.put<Envelope<HostPlan>>(`/api/v1/host/plans/${id}`, input)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.plans }), client.invalidateQueries({ queryKey: ['subscription', 'plans'] })]),
  });
}

export function useHostPayments(filter: PaymentQuery) {
  return useQuery({
    queryKey: keys.payments(filter),
    queryFn: ({ signal }) => data(api.get<Envelope<{ rows: HostPayment[]; total: number; page_size: number }>>(HOST_PAYMENTS_PATH, { ...filter }, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: RefundRequest }) =>
      data(api.post<Envelope<HostPayment>>(`${HOST_PAYMENTS_PATH}/${encodeURIComponent(orderId)}/refund`, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['host', 'payments'] }),
  });
}
