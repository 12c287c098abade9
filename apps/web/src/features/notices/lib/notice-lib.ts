import { faqCategories, type FaqCategory } from '@madang/contracts';

/**
 * Where a notice list's links lead: the More menu's notices stay under `/more/notice`, the
 * top-level, legacy and community lists use `/notice`.
 */
export function noticeBase(pathname: string): '/more/notice' | '/notice' {
  return /^(\/en)?\/more\//.test(pathname) ? '/more/notice' : '/notice';
}

/** FAQ entries grouped under their categories, in the categories' fixed order; empty groups are left out. */
export function groupFaq<T extends { category: FaqCategory }>(items: readonly T[]): { category: FaqCategory; items: T[] }[] {
  return faqCategories.map((category) => ({ category, items: items.filter((item) => item.category === category) })).filter((group) => group.items.length > 0);
}
