import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPostDate, KST } from '../lib/format/dates.ts';
import { useNow } from './hydration-clock.tsx';

const subscribeToNothing = () => () => undefined;

let browserZone: string | undefined;
const readBrowserZone = () => (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The zone dates are shown in: the platform's (Korea's, which the server renders in) in the server's render and the
 * browser's hydration of it, the viewer's own right after, so a visitor abroad sees the hydrated page switch to local time.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribeToNothing, readBrowserZone, () => KST);
}

/** `formatDate` and `formatPostDate` in the page's language, the viewer's zone and "now", rendered alike by the server and the hydration. */
export function useDates() {
  const { i18n } = useTranslation();
  const timeZone = useTimeZone();
  const now = useNow();
  return {
    date: (iso: string, withTime = false) => formatDate(iso, i18n.language, { withTime, timeZone }),
    postDate: (iso: string) => formatPostDate(iso, i18n.language, now, timeZone),
  };
}
