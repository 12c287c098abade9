/** How many pages a list of `total` items has, at least one so an empty list still has its page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers a pager shows: up to `width` around the current page, kept inside the list. */
export function pageWindow(page: number, pages: number, width = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(width / 2), pages - width + 1));
  const end = Math.min(pages, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** `?page=` read from the address: anything that is not a page number there becomes page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The address of `page` of the list at `pathname`, keeping its other parameters (sort, keyword…). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
