import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useCompetitionList } from '../api/competition-api.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { CompetitionListCard } from './competition-list-card.tsx';
import { ListFilters } from './list-filters.tsx';
import { readFilters, toListQuery, writeFilters, type HostFilter, type ListFilterState } from './list-filter-state.ts';

const KEYWORD_DEBOUNCE_MS = 300;

/** The competition list; under /competitions/{host} the host segment fixes the host filter. */
export function CompetitionList({ host }: { host?: Exclude<HostFilter, 'all'> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, host);
  const keyword = useDebouncedValue(filters.keyword, KEYWORD_DEBOUNCE_MS);
  const query = useCompetitionList(toListQuery(filters, keyword));

  const update = (patch: Partial<ListFilterState>) => {
    const next = writeFilters({ ...filters, ...patch });
    if (host) next.delete('host');
    setParams(next, { replace: true });
  };

  return (
    <div className="container page-pad cpt-list-page">
      <header className="cpt-list-head">
        <h1 className="page-title">{host ? t(`competition.list.title.${host}`) : t('competition.list.title.all')}</h1>
        <p className="muted">{t('competition.list.lead')}</p>
      </header>
      <ListFilters value={filters} showHost={!host} onChange={update} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Empty text={t('competition.list.empty')} />
      ) : (
        <ul className="cpt-grid" aria-busy={query.isFetching} data-testid="competition-list">
          {query.data.map((competition) => (
            <CompetitionListCard key={competition.id} competition={competition} />
          ))}
        </ul>
      )}
    </div>
  );
}
