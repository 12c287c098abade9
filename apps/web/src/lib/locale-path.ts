import type { Locale } from '@madang/contracts';

const EN_PREFIX = '/en';

/** The UI language a path belongs to: the `/en` prefix means English, everything else Korean. */
export function localeFromPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'ko';
}

/** The path without its language prefix, always starting with a slash. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'ko') return pathname || '/';
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** Turns an app path ('/competitions?x=1#a') into the same path in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === 'ko') return bare;
  if (bare === '/') return EN_PREFIX;
  // '/?tab=1' must become '/en?tab=1', not '/en/?tab=1'.
  if (bare.startsWith('/?') || bare.startsWith('/#')) return `${EN_PREFIX}${bare.slice(1)}`;
  return `${EN_PREFIX}${bare}`;
}

/** The address of the current page in the other language, keeping query and hash. */
export function switchLocaleHref(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  return `${localizePath(stripLocale(location.pathname), target)}${location.search}${location.hash}`;
}
