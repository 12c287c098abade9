import { useSyncExternalStore } from 'react';
import { translator } from './translator.ts';

/** The `react-i18next` hook the pages call: `t` in the current language, re-rendering when it changes. */
export function useTranslation() {
  // The page's language is set before the first render on both sides (from the address), so the server's snapshot is the same read.
  const readLanguage = () => translator.language;
  const language = useSyncExternalStore(translator.onLanguageChanged, readLanguage, readLanguage);
  return { t: translator.getFixedT(language), i18n: translator, ready: true };
}

/** i18next's React binding needs registering; this translator does not, so the plug-in is empty. */
export const initReactI18next = { type: '3rdParty', init: () => undefined } as const;
