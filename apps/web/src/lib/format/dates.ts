import { dateTimeFormat } from './intl-formats.ts';

/** Where competitions run: their schedule and the daily submission limit follow Korean time. */
export const KST = 'Asia/Seoul';

const intlLocale = (language: string) => (language === 'en' ? 'en-US' : 'ko-KR');

/**
 * A moment as a date (and time) in the viewer's own time zone: a post, a badge, a submission, a search hit.
 * Pages take it through `useDates` (ui/use-dates.ts), which gives Korea's zone while the server-rendered first screen
 * hydrates; without `timeZone` it is the runtime's. Never slice an ISO string for its date: the string is UTC, so
 * anything after midnight in Korea would show the day before.
 */
export function formatDate(iso: string, language: string, options: { withTime?: boolean; timeZone?: string } = {}): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(new Date(iso));
}

/** A competition's schedule (start, end, deadlines) in Korean time, with the zone named when a time is shown. */
export function formatScheduleDate(iso: string, language: string, withTime = false): string {
  return dateTimeFormat(intlLocale(language), {
    timeZone: KST,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/**
 * A post's date in a list: the time when it is from today (a 24-hour clock: Korean's 12-hour day periods are written
 * differently by different ICU versions, so a server's render and a browser's hydration would disagree), the date
 * before that, in the viewer's zone.
 */
export function formatPostDate(iso: string, language: string, now = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const locale = intlLocale(language);
  const day = dateTimeFormat('en-CA', { timeZone });
  if (day.format(date) === day.format(now)) return dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return dateTimeFormat(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
