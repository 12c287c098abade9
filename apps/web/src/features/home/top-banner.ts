import { useQuery } from '@tanstack/react-query';
import { BANNER_CACHE_MS } from '@madang/contracts/banner-kinds';
import type { Banner } from '@madang/contracts/banners';
import { api, type Envelope } from '../../lib/api/client.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The admins' live top-strip banner, if any: the layout's strip shows it instead of its built-in promotion. Nothing is fetched while the strip is hidden. */
export function useTopBanner(enabled: boolean): Banner | undefined {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['main', 'banner-list', 'top', locale],
    queryFn: async ({ signal }) => (await api.get<Envelope<Banner[]>>('/api/main/banner/list', { type: 'top' }, signal)).data,
    staleTime: BANNER_CACHE_MS,
    enabled,
  });
  return query.data?.[0];
}
