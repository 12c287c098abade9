import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Partner, PartnerInput, PartnerPhone, PartnerPhonesResult } from '@madang/contracts';
import { api, type Envelope } from '../../../../lib/api/client.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;
const PATH = '/api/v1/host/partners';
const keys = { all: ['host', 'partners'] as const, phones: (id: number) => ['host', 'partners', id, 'phones'] as const };

export function usePartners() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => data(api.get<Envelope<Partner[]>>(PATH, undefined, signal)) });
}

export function useSavePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PartnerInput }) =>
      data(id === null ? api.post<Envelope<Partner>>(PATH, input) : api.put<Envelope<Partner>>(`${PATH}/${id}`, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function usePartnerPhones(partnerId: number) {
  return useQuery({ queryKey: keys.phones(partnerId), queryFn: ({ signal }) => data(api.get<Envelope<PartnerPhone[]>>(`${PATH}/${partnerId}/phones`, undefined, signal)) });
}

/** Pasted or uploaded numbers; the roster and the counts follow. */
export function useAddPartnerPhones(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => data(api.post<Envelope<PartnerPhonesResult>>(`${PATH}/${partnerId}/phones`, { text })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRemovePartnerPhone(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phoneId: number) => data(api.delete<Envelope<null>>(`${PATH}/${partnerId}/phones/${phoneId}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
