import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@madang/contracts/search';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Highlight } from './highlight.tsx';
import { formatDate } from '../../lib/format/dates.ts';

export function HitList({ hits, keyword }: { hits: SearchHit[]; keyword: string }) {
  const lp = useLocalePath();
  const { i18n } = useTranslation();
  return (
    <ul className="search-hits" data-testid="search-hits">
      {hits.map((hit) => (
        <li key={`${hit.tab}-${hit.id}`} className="search-hit">
          <Link to={lp(hit.link)} className="search-hit-title">
            <Highlight text={hit.title} keyword={keyword} />
          </Link>
          {hit.excerpt ? (
            <p className="search-hit-excerpt">
              <Highlight text={hit.excerpt} keyword={keyword} />
            </p>
          ) : null}
          {hit.created_at ? <p className="muted search-hit-date">{formatDate(hit.created_at, i18n.language)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
