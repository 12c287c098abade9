import type { Locale } from '@madang/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageMenu } from '../../app/menus.ts';
import { rememberLocale } from '../../i18n/setup.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { switchLocaleHref } from '../../lib/locale-path.ts';
import { GlobeIcon } from '../../ui/icons.tsx';

/** Switching language keeps the page, its query and its hash, and is remembered in the `locale` cookie. */
export function useChooseLocale() {
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return (locale: Locale) => {
    // Choosing the language already shown still records it, so the first-visit redirect never overrides it.
    rememberLocale(locale);
    if (locale === current) return;
    void navigate(switchLocaleHref(location, locale), { preventScrollReset: true });
  };
}

/** The language buttons of the footer and the More menu. */
export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const { t } = useTranslation();
  const current = useLocale();
  const choose = useChooseLocale();

  return (
    <div className="language-switch" role="group" aria-label={t(languageMenu.label)} data-testid={testId}>
      <GlobeIcon />
      {languageMenu.locales.map((locale) => (
        <button key={locale} type="button" lang={locale} aria-pressed={locale === current} onClick={() => choose(locale)} data-testid={`language-${locale}`}>
          {t(languageMenu.name(locale))}
        </button>
      ))}
    </div>
  );
}
