import { numberFormat } from './intl-formats.ts';

/** A count (teams, members, rows, XP) with the language's digit grouping. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Ranking points, with the one decimal the ranking is ordered by, the same on every page. */
export function formatPoints(points: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(points);
}
