import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { Menu } from '../../ui/menu.tsx';
import { mainMenus } from '../../app/menus.ts';

export function NavMenus() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      {mainMenus.map((menu) =>
        menu.to ? (
          <NavLink key={menu.label} to={lp(menu.to)} className="main-nav-item">
            {t(menu.label)}
          </NavLink>
        ) : (
          <Menu
            key={menu.label}
            triggerClassName="main-nav-item main-nav-trigger"
            trigger={
              <>
                {t(menu.label)}
                <ChevronDownIcon />
              </>
            }
            items={(menu.items ?? []).map((item) => ({ kind: 'link' as const, to: lp(item.to), label: t(item.label) }))}
          />
        ),
      )}
    </nav>
  );
}
