import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EtcData, HostPolicyVersion, HostSitePage, PolicyDocument, PolicyVersionInput, PolicyView, SitePageInput, SitePageKey } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { useLocale } from '../../../i18n/use-locale.ts';

const HOST = '/api/v1/host';

/** Public reads come in the page's language, so the language is part of their keys. */
const keys = {
  all: ['site-pages'] as const,
  page: (locale: string, key: SitePageKey) => ['site-pages', 'page', locale, key] as const,
  policy: (locale: string, document: PolicyDocument, version: string | undefined) => ['site-pages', 'policy', locale, document, version ?? 'current'] as const,
  hostPages: ['site-pages', 'host', 'pages'] as const,
  hostPolicy: (document: PolicyDocument) => ['site-pages', 'host', 'policy', document] as const,
};

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

/** A site page's title and markdown body in the page's language (/etc/etc_data). */
export function useSitePage(key: SitePageKey) {
  const locale = useLocale();
  return useQuery({
    queryKey: keys.page(locale, key),
    queryFn: ({ signal }) => data(api.get<Envelope<EtcData>>('/api/etc/etc_data', { etc_id: key }, signal)),
  });
}

/** A policy document: the version asked for (the one in effect when none is), with every version's label and date. */
export function usePolicy(document: PolicyDocument, version?: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: keys.policy(locale, document, version),
    queryFn: ({ signal }) => data(api.get<Envelope<PolicyView>>(`/api/v1/policies/${document}`, { version }, signal)),
  });
}

// ---- The host console (admins) ----

export function useHostSitePages() {
  return useQuery({ queryKey: keys.hostPages, queryFn: () => data(api.get<Envelope<HostSitePage[]>>(`${HOST}/site-pages`)) });
}

export function useHostPolicyVersions(document: PolicyDocument) {
  return useQuery({ queryKey: keys.hostPolicy(document), queryFn: () => data(api.get<Envelope<HostPolicyVersion[]>>(`${HOST}/policies/${document}`)) });
}

/** Every change refreshes the console and the public pages, which show it at once. */
function useSitePagesMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useSaveSitePage = (key: SitePageKey) => useSitePagesMutation((body: SitePageInput) => data(api.put<Envelope<HostSitePage>>(`${HOST}/site-pages/${key}`, body)));

export const usePublishPolicyVersion = (document: PolicyDocument) =>
  useSitePagesMutation((body: PolicyVersionInput) => data(api.post<Envelope<HostPolicyVersion>>(`${HOST}/policies/${document}`, body)));
