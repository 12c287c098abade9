import { useEffect, useRef } from 'react';

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Endless lists: the returned ref marks the element whose coming into view fetches the next page, while there is one. */
export function useLoadMore<T extends HTMLElement>({ hasNextPage, isFetchingNextPage, fetchNextPage }: PagedQuery) {
  const sentinel = useRef<T>(null);
  // The dependencies change once the first page arrives, which is also when the list renders its sentinel.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
