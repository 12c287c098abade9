import { numberFormat } from './intl-formats.ts';

/**
 * Prize money in won, or null when there is none (the caller says "none" in words, never "0원").
 * Short by default ("1,000만" in Korean, "10M" in English); `exact` for tables of amounts.
 */
export function formatWon(amount: number, locale: string, exact = false): string | null {
  if (amount <= 0) return null;
  return numberFormat(locale, exact ? { maximumFractionDigits: 0 } : { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}
