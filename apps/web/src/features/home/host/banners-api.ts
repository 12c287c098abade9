import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerInput, HostBanner } from '@madang/contracts/banners';
import { api, type Envelope } from '../../../lib/api/client.ts';

const HOST = '/api/v1/host/banners';
const keys = {
  list: ['host', 'banners'] as const,
  one: (id: number) => ['host', 'banners', id] as const,
};

const data = async <T>(call: Promise<Envelope<T>>) => (await call).data;

export function useHostBanners() {
  return useQuery({ queryKey: keys.list, queryFn: () => data(api.get<Envelope<HostBanner[]>>(HOST)) });
}

/** One banner for the edit form; nothing is fetched for a new one (`id` null). */
export function useHostBanner(id: number | null) {
  return useQuery({ queryKey: keys.one(id ?? 0), queryFn: () => data(api.get<Envelope<HostBanner>>(`${HOST}/${id}`)), enabled: id !== null });
}

/** Every change refreshes the console's list and every `main` answer: the home's lists and the layout's top strip show the live banners. */
function useBannersMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: keys.list }), client.invalidateQueries({ queryKey: ['main'] })]);
    },
  });
}

export const useSaveBanner = (id: number | null) =>
  useBannersMutation((body: BannerInput) => data(id === null ? api.post<Envelope<HostBanner>>(HOST, body) : api.put<Envelope<HostBanner>>(`${HOST}/${id}`, body)));

export const useSwitchBanner = () =>
  useBannersMutation(({ id, active }: { id: number; active: boolean }) => data(api.post<Envelope<HostBanner>>(`${HOST}/${id}/active`, { active })));

export const useDeleteBanner = () => useBannersMutation((id: number) => data(api.post<Envelope<{ deleted: true }>>(`${HOST}/${id}/delete`)));
