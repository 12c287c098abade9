import ko from './ko.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

export type Catalog = typeof ko;
export type { CatalogKey, ErrorMessageKey } from './catalog-keys.ts';
export const catalogs = { ko, en } as const;
export type CatalogLocale = keyof typeof catalogs;

type Params = Record<string, string | number>;

/** Looks up a dotted key ("errors.exist") and fills `{{name}}` placeholders; unknown keys come back as the key. */
export function translate(locale: CatalogLocale, key: string, params: Params = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogs[locale]);
  if (typeof found !== 'string') return key;
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasKey(locale: CatalogLocale, key: string): boolean {
  return translate(locale, key) !== key;
}
