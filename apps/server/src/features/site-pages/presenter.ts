import type { EtcData, HostPolicyVersion, HostSitePage, Locale, PolicyView } from '@madang/contracts';
import { inLanguage } from '../notices/presenter.ts';
import type { SitePageRow } from './find-site-page.ts';
import type { PolicyVersionRow } from './policy-versions.ts';

export function presentEtcData(page: SitePageRow, locale: Locale): EtcData {
  return { etc_id: page.id, key: page.key, title: inLanguage(page.title, locale), body: inLanguage(page.body, locale), u_time: page.updatedAt.toISOString() };
}

/** A policy read through /etc/etc_data by its key: the version in effect, titled with its label. */
export function presentPolicyAsEtcData(version: PolicyVersionRow, title: string, locale: Locale): EtcData {
  return { etc_id: version.id, key: version.document, title, body: inLanguage(version.body, locale), u_time: version.createdAt.toISOString() };
}

export function presentPolicyView(shown: PolicyVersionRow, current: PolicyVersionRow, versions: PolicyVersionRow[], locale: Locale): PolicyView {
  return {
    document: shown.document,
    version: shown.version,
    effective_on: shown.effectiveOn,
    body: inLanguage(shown.body, locale),
    current: current.version,
    versions: versions.map((version) => ({ version: version.version, effective_on: version.effectiveOn })),
  };
}

/** The console's view: both languages as written, so an empty English text stays empty in the form. */
export function presentHostSitePage(page: SitePageRow): HostSitePage {
  return { id: page.id, key: page.key as HostSitePage['key'], title: { ...page.title }, body: { ...page.body }, updated_at: page.updatedAt.toISOString() };
}

export function presentHostPolicyVersion(version: PolicyVersionRow): HostPolicyVersion {
  return { version: version.version, effective_on: version.effectiveOn, body: { ...version.body }, created_at: version.createdAt.toISOString() };
}
