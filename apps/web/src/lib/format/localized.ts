import type { LocalizedText } from '@madang/contracts';

/** The competition's own text in the page language, the other language when that one is empty. */
export function localized(text: LocalizedText, locale: string): string {
  const own = locale === 'en' ? text.en : text.ko;
  return own.trim() ? own : locale === 'en' ? text.ko : text.en;
}
