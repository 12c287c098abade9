import { useTranslation } from 'react-i18next';
import { languageMenu } from '../../app/menus.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { GlobeIcon } from '../../ui/icons.tsx';
import { Menu } from '../../ui/menu.tsx';
import { useChooseLocale } from '../footer/language-switch.tsx';

/** The header's language menu on a desktop; phones find the same choice in the More menu. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLocale();
  const choose = useChooseLocale();
  return (
    <Menu
      triggerClassName="icon-btn desktop-only"
      triggerLabel={`${t(languageMenu.label)}: ${t(languageMenu.name(current))}`}
      trigger={<GlobeIcon />}
      testId="header-language"
      align="end"
      items={languageMenu.locales.map((locale) => ({
        kind: 'action' as const,
        label: t(languageMenu.name(locale)),
        onSelect: () => choose(locale),
        testId: `header-language-${locale}`,
      }))}
    />
  );
}
