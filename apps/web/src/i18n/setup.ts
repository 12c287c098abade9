import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ko from '@madang/i18n/ko.json';
import type { Locale } from '@madang/contracts';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@madang/contracts/session-token';
import { setApiLocale } from '../lib/api/client.ts';
import { writeCookie } from '../lib/cookies.ts';

// Korean is the default and most visits are Korean, so it ships in the main bundle; English is fetched on demand.
void i18next.use(initReactI18next).init({
  lng: 'ko',
  fallbackLng: 'ko',
  resources: { ko: { translation: ko } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

async function ensureCatalog(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const catalog = await import('@madang/i18n/en.json');
  i18next.addResourceBundle(locale, 'translation', catalog.default, true, true);
}

/** Makes `locale` the UI language: catalog, `<html lang>` and the API's Accept-Language. */
export async function applyLocale(locale: Locale): Promise<void> {
  await ensureCatalog(locale);
  setApiLocale(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** Remembers an explicit choice for a year (spec section 9), so the server can greet the user in it. */
export function rememberLocale(locale: Locale): void {
  writeCookie('locale', locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

export { i18next };
