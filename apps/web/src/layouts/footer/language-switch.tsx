import type { Locale } from '@madang/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '../../i18n/setup.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { switchLocaleHref } from '../../lib/locale-path.ts';
import { GlobeIcon } from '../../ui/icons.tsx';

/** The order the switch offers; `satisfies` keeps it in step with the contract's locales. */
const offered = ['ko', 'en'] as const satisfies readonly Locale[];

/** Switching language keeps the page, its query and its hash, and is remembered in the `locale` cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (locale: Locale) => {
    if (locale === current) return;
    rememberLocale(locale);
    void navigate(switchLocaleHref(location, locale), { preventScrollReset: true });
  };

  return (
    <div className="language-switch" role="group" aria-label={t('footer.language')} data-testid="language-switch">
      <GlobeIcon />
      {offered.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
          data-testid={`language-${locale}`}
        >
          {t(`footer.languages.${locale}`)}
        </button>
      ))}
    </div>
  );
}
