import { useEffect, useRef } from 'react';

/**
 * Keeps the active link of a sideways-scrolling tab strip in view (centred when it can be) whenever the
 * address changes, so on a phone the tab a page belongs to is never scrolled out of sight.
 */
export function useActiveTabInView<T extends HTMLElement>(address: string) {
  const strip = useRef<T>(null);
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('a.active, a[aria-current="page"]');
    if (!nav || !active) return;
    nav.scrollLeft = active.offsetLeft - nav.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [address]);
  return strip;
}
