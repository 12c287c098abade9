import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { stripLocale } from '../../../lib/locale-path.ts';
import { useSession } from '../../session/use-session.ts';
import { sectionsFor, type HostSection } from './host-sections.ts';
import { useActiveTabInView } from '../../../ui/use-active-tab-in-view.ts';

function isCurrent(section: HostSection, pathname: string): boolean {
  const path = stripLocale(pathname);
  return path === section.path || path.startsWith(section.match);
}

/** The bar above every host console page that moves between its sections. */
export function HostSectionBar() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const bar = useActiveTabInView<HTMLElement>(pathname);
  const sections = sectionsFor(useSession().user?.role);
  return (
    <nav className="host-sections" aria-label={t('host.sections.label')} ref={bar}>
      {sections.map((section) => (
        <Link
          key={section.key}
          to={lp(section.path)}
          className={isCurrent(section, pathname) ? 'host-section is-current' : 'host-section'}
          aria-current={isCurrent(section, pathname) ? 'page' : undefined}
        >
          {t(`host.sections.${section.key}`)}
        </Link>
      ))}
    </nav>
  );
}
