import { faqCategories, type FaqCategory } from '@madang/contracts';

/**
 * Where a notice list's links lead: the More menu's notices stay under `/more/notice`, the
 * top-level, legacy and community lists use `/notice`.
 */
export function noticeBase(pathname: string): '/more/notice' | '/notice' {
  return /^(\/en)?\/more\//.test(pathname) ? '/more/notice' : '/notice';
}

/** How many pages a list of `total` items has, at least one so an empty list still has its page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers the pager shows: up to `width` around the current page, kept inside the list.
 * `?page=` is read from the address, so anything that is not a page number there becomes page 1.
 */
export function pageWindow(page: number, pages: number, width = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(width / 2), pages - width + 1));
  const end = Math.min(pages, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** FAQ entries grouped under their categories, in the categories' fixed order; empty groups are left out. */
export function groupFaq<T extends { category: FaqCategory }>(items: readonly T[]): { category: FaqCategory; items: T[] }[] {
  return faqCategories
    .map((category) => ({ category, items: items.filter((item) => item.category === category) }))
    .filter((group) => group.items.length > 0);
}
