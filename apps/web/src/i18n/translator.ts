import type { Locale } from '@madang/contracts';

/**
 * The part of i18next the web app uses, in a fraction of its size: nested keys, `{{name}}` values, plurals
 * (`_zero` for 0, then the language's `_one`/`_other`…), a default value and Korean as the fallback language.
 * i18next weighs 17 KB gzipped on the first visit; `vite.config.ts` points `i18next` and `react-i18next` here,
 * and `translator.test.ts` checks that every key of both catalogs comes out as i18next renders it.
 */
type Catalog = { [key: string]: string | Catalog };
type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
export type Translate = (key: string, options?: TOptions | string) => string;

const FALLBACK: Locale = 'ko';
const resources: Record<string, Catalog> = {};
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();

function lookup(locale: string, key: string): string | undefined {
  let node: string | Catalog | undefined = resources[locale];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralSuffix(locale: string, count: number): string {
  if (!pluralRules.has(locale)) pluralRules.set(locale, new Intl.PluralRules(locale));
  return `_${pluralRules.get(locale)!.select(count)}`;
}

/** The keys to try for one language, best first, as i18next orders them. */
function candidates(locale: string, key: string, count: number | undefined): string[] {
  if (typeof count !== 'number') return [key];
  return [...(count === 0 ? [`${key}_zero`] : []), `${key}${pluralSuffix(locale, count)}`, key];
}

function valueAt(options: TOptions, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), options);
}

/**
 * `{{name}}` becomes the option's value (not escaped: React escapes). A value that was not given leaves the
 * placeholder as written, one given as undefined or null becomes nothing, as in i18next.
 */
function interpolate(text: string, options: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const path = name.trim();
    const value = valueAt(options, path);
    if (value === undefined && !Object.hasOwn(options, path)) return placeholder;
    return value === undefined || value === null ? '' : String(value);
  });
}

function resolve(locale: string, key: string, count: number | undefined): string | undefined {
  for (const code of locale === FALLBACK ? [locale] : [locale, FALLBACK]) {
    for (const candidate of candidates(code, key, count)) {
      const found = lookup(code, candidate);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function translate(locale: string, key: string, given?: TOptions | string): string {
  const options: TOptions = typeof given === 'string' ? { defaultValue: given } : (given ?? {});
  const found = resolve(locale, key, options.count) ?? options.defaultValue ?? key;
  return interpolate(found, options);
}

function deepMerge(target: Catalog, source: Catalog): Catalog {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && current && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return target;
}

const fixed = new Map<string, Translate>();

/** The app's one translator; its shape is i18next's, so code written against i18next reads it unchanged. */
export const translator = {
  language: FALLBACK as string,
  /** Merges a catalog slice (a parsed JSON object of strings) into a language's, as i18next's deep overwrite does. */
  addResourceBundle(locale: string, _namespace: string, bundle: object) {
    resources[locale] = deepMerge(resources[locale] ?? {}, bundle as Catalog);
    return translator;
  },
  changeLanguage(locale: string) {
    if (translator.language !== locale) {
      translator.language = locale;
      for (const listener of listeners) listener();
    }
    return Promise.resolve(translator.t);
  },
  exists: (key: string, options?: TOptions) => resolve(translator.language, key, options?.count) !== undefined,
  t: ((key, options) => translate(translator.language, key, options)) as Translate,
  /** A translate function bound to one language; the same function for as long as that language lasts. */
  getFixedT(locale: string): Translate {
    if (!fixed.has(locale)) fixed.set(locale, (key, options) => translate(locale, key, options));
    return fixed.get(locale)!;
  },
  /** Calls `listener` after each language change; returns the unsubscribe function. */
  onLanguageChanged(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export default translator;
