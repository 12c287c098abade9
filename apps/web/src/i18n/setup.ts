import { translator as i18next } from './translator.ts';
import koCore from 'virtual:catalog/ko/core';
import loaders from 'virtual:catalog/loaders';
import type { LazyNamespace } from '@madang/i18n/namespaces';
import type { Locale } from '@madang/contracts';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@madang/contracts/session-token';
import { setApiLocale } from '../lib/api/client.ts';
import { writeCookie } from '../lib/cookies.ts';

// Korean is the default and most visits are Korean, so its core ships in the main bundle; English and
// the namespaces of rarely-first pages are fetched on demand.
i18next.addResourceBundle('ko', 'translation', koCore);

/** Lazy namespaces some page has asked for; a language switch loads them in the new language too. */
const wanted = new Set<LazyNamespace>();
const loaded = new Set<string>(['ko/core']);

async function ensureSlices(locale: Locale, parts: ('core' | LazyNamespace)[]): Promise<void> {
  await Promise.all(
    parts
      .filter((part) => !loaded.has(`${locale}/${part}`))
      .map(async (part) => {
        const slice = part === 'core' && locale === 'ko' ? koCore : (await loaders[locale][part]()).default;
        i18next.addResourceBundle(locale, 'translation', slice);
        loaded.add(`${locale}/${part}`);
      }),
  );
}

/** Loads the catalog namespaces a page needs, in the current language, before it renders. */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await ensureSlices(i18next.language as Locale, [...namespaces]);
}

/** Makes `locale` the UI language: catalog, `<html lang>` and the API's Accept-Language. */
export async function applyLocale(locale: Locale): Promise<void> {
  await ensureSlices(locale, ['core', ...wanted]);
  setApiLocale(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  // The server's render of the first screen has no document: its HTML answer carries the language.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Remembers an explicit choice for a year (spec section 9), so the server can greet the user in it. */
export function rememberLocale(locale: Locale): void {
  writeCookie('locale', locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

export { i18next };
