import type { Locale } from '@madang/contracts';
import { SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE, searchTabs, type SearchResult, type SearchTab, type SearchTabPage } from '@madang/contracts/search';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { searchSources } from './search-sources.ts';

const available = () => searchTabs.filter((tab) => searchSources[tab] !== undefined);

/** Every tab's count and its first few hits, for the total tab. */
export async function searchAll(db: Executor, options: { keyword: string; locale: Locale }): Promise<SearchResult> {
  const tabs = available();
  const found = await Promise.all(
    tabs.map(async (tab) => {
      const source = searchSources[tab]!;
      const [count, hits] = await Promise.all([source.count(db, options.keyword), source.page(db, { ...options, limit: SEARCH_PREVIEW_SIZE, offset: 0 })]);
      return [tab, { count, hits }] as const;
    }),
  );
  const byTab = new Map(found);
  const counts = Object.fromEntries(searchTabs.map((tab) => [tab, byTab.get(tab)?.count ?? 0])) as Record<SearchTab, number>;
  const preview = Object.fromEntries(searchTabs.map((tab) => [tab, byTab.get(tab)?.hits ?? []])) as SearchResult['preview'];
  return { keyword: options.keyword, counts, unavailable: searchTabs.filter((tab) => !tabs.includes(tab)), preview };
}

/** Page `page` of one tab, for the scroll. */
export async function searchTab(db: Executor, options: { keyword: string; locale: Locale; tab: SearchTab; page: number }): Promise<SearchTabPage> {
  const source = searchSources[options.tab];
  if (!source) throw notFound('not_available');
  const [total, items] = await Promise.all([
    source.count(db, options.keyword),
    source.page(db, { keyword: options.keyword, locale: options.locale, limit: SEARCH_PAGE_SIZE, offset: (options.page - 1) * SEARCH_PAGE_SIZE }),
  ]);
  return { tab: options.tab, items, page: options.page, page_size: SEARCH_PAGE_SIZE, total };
}
