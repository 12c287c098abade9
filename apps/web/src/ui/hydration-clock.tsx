import { createContext, type PropsWithChildren, useContext, useState, useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const subscribeToNothing = () => () => undefined;

/** "Now" to the minute: what pages show from it (a day, D-N) needs no finer, and a minute is stable between renders. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The minute the server rendered the page at, as its layout's root element recorded it; now outside a server-rendered page. */
function readRenderedMinute(): number {
  const root = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('[data-rendered-at]');
  const minute = Number(root?.dataset.renderedAt);
  return Number.isSafeInteger(minute) && minute > 0 ? minute : currentMinute();
}

const RenderedMinute = createContext<number | undefined>(undefined);

/**
 * A layout's root element. It writes into the markup the minute the server rendered at, and the browser's hydration
 * render reads it back, so whatever inside depends on "now" (a post's "today", a competition's D-N) renders the
 * server's text while hydrating and the browser's own minute right after.
 */
export function RenderedAtRoot({ className, children }: PropsWithChildren<{ className: string }>) {
  const [minute] = useState(readRenderedMinute);
  return (
    <div className={className} data-rendered-at={minute}>
      <RenderedMinute value={minute}>{children}</RenderedMinute>
    </div>
  );
}

/** The current minute as a date: the server's while the first screen hydrates, the browser's otherwise. */
export function useNow(): Date {
  const rendered = useContext(RenderedMinute);
  const minute = useSyncExternalStore(subscribeToNothing, currentMinute, () => rendered ?? currentMinute());
  return new Date(minute);
}
