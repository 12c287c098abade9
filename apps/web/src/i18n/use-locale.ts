import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@madang/contracts';
import { localeFromPath, localizePath } from '../lib/locale-path.ts';

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The one way to build links: `lp('/competitions')` gives '/en/competitions' on English pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
