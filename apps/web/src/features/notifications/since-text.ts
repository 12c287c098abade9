import { formatDate } from '../../lib/format/dates.ts';

/**
 * "3 minutes ago" in the UI's language; under a minute `justNow` (the catalog's word, as Intl's "this minute"
 * reads as "현재 분" in Korean); a week or older shows the date.
 */
export function sinceText(iso: string, locale: string, justNow: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (minutes < 1) return justNow;
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(-Math.round(minutes / 60), 'hour');
  if (minutes < 7 * 24 * 60) return relative.format(-Math.round(minutes / 1440), 'day');
  return formatDate(iso, locale);
}
