import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-locale.ts';

export interface Neighbour {
  id: number;
  title: string;
}

/** The older (`prev`) and newer (`next`) items under an article (a notice, an interview), each a link or a "none" line. */
export function NeighbourLinks({
  label,
  base,
  prev,
  next,
  none,
}: {
  label: string;
  /** The list's path; an item's page is `${base}/${id}`. */
  base: string;
  prev: Neighbour | null;
  next: Neighbour | null;
  none: Record<'prev' | 'next', string>;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const sides = { prev, next };
  return (
    <nav className="notice-neighbours" aria-label={label}>
      {(['prev', 'next'] as const).map((side) => {
        const other = sides[side];
        return (
          <div key={side} className="notice-neighbour">
            <span className="notice-neighbour-label">{t(`notice.${side}`)}</span>
            {other ? (
              <Link to={lp(`${base}/${other.id}`)} rel={side}>
                {other.title}
              </Link>
            ) : (
              <span className="muted">{none[side]}</span>
            )}
          </div>
        );
      })}
    </nav>
  );
}
