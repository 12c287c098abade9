import { useTranslation } from 'react-i18next';
import { useTrends } from './api/search-api.ts';

/** The most searched keywords of the week, to search with one click. */
export function Trends({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const trends = useTrends();
  return (
    <section className="card search-trends" aria-labelledby="search-trends-title">
      <h2 id="search-trends-title">{t('search.trends')}</h2>
      {trends.data && trends.data.length > 0 ? (
        <ol className="search-trend-list">
          {trends.data.map((trend, i) => (
            <li key={trend.keyword}>
              <span className="search-trend-rank">{i + 1}</span>
              <button type="button" className="search-trend" onClick={() => onPick(trend.keyword)}>
                {trend.keyword}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{trends.isPending ? t('common.loading') : t('search.noTrends')}</p>
      )}
      <p className="muted search-hint">{t('search.hint')}</p>
    </section>
  );
}
