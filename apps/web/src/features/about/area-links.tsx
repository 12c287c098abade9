import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { builtLinks } from '../../app/routing/page-of.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';

export interface AreaLink {
  to: string;
  /** Key under `about.areas`: its `<key>.title` and `<key>.body`. */
  area: string;
}

/** Cards that lead to the platform's main areas; an area whose page is not built yet is left out. */
export function AreaLinks({ links, label }: { links: readonly AreaLink[]; label: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <ul className="about-areas" aria-label={label}>
      {builtLinks(links).map((link) => (
        <li key={link.to}>
          <Link to={lp(link.to)} className="about-area">
            <strong>{t(`about.areas.${link.area}.title`)}</strong>
            <span>{t(`about.areas.${link.area}.body`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
