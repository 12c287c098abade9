import type { LocalizedText } from '@madang/contracts';

/** The competition's own text in the page language, the other language when that one is empty. */
export function localized(text: LocalizedText, locale: string): string {
  const own = locale === 'en' ? text.en : text.ko;
  return own.trim() ? own : locale === 'en' ? text.ko : text.en;
}

/** Prize money in won, short: "1,000만" in Korean, "10M" in English. */
export function formatWon(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

const UNITS = ['B', 'KB', 'MB', 'GB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** Dates of the schedule in Korean time, where the competitions run. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(new Date(iso));
}

/** A score as the board shows it: up to five decimals, no trailing zeros. */
export function formatScore(score: number | null): string {
  if (score === null) return '-';
  return Number(score.toFixed(5)).toString();
}
