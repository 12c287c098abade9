import { useTranslation } from 'react-i18next';
import { COMPETITION_LIST_SORTS_VALUES, type ListFilterState } from './list-filter-state.ts';

interface Props {
  value: ListFilterState;
  /** False under /competitions/{host}, where the address fixes the host. */
  showHost: boolean;
  onChange: (patch: Partial<ListFilterState>) => void;
}

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
          {text(option)}
        </button>
      ))}
    </div>
  );
}

/** Filters of the list; their state lives in the address so a filtered list can be shared. */
export function ListFilters({ value, showHost, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="cpt-filters">
      {showHost ? (
        <Segmented
          label={t('competition.filters.host')}
          options={['all', 'official', 'open'] as const}
          value={value.host}
          onChange={(host) => onChange({ host })}
          text={(option) => t(`competition.filters.hostOptions.${option}`)}
        />
      ) : null}
      <Segmented
        label={t('competition.filters.state')}
        options={['all', 'open', 'upcoming', 'practice', 'closed', 'hackathon'] as const}
        value={value.state}
        onChange={(state) => onChange({ state })}
        text={(option) => t(`competition.filters.stateOptions.${option}`)}
      />
      <div className="cpt-filter-row">
        <label className="cpt-search">
          <span className="sr-only">{t('competition.filters.keyword')}</span>
          <input type="search" value={value.keyword} placeholder={t('competition.filters.keyword')} onChange={(event) => onChange({ keyword: event.target.value })} />
        </label>
        <label className="cpt-sort">
          <span className="sr-only">{t('competition.filters.sort')}</span>
          <select value={value.sort} onChange={(event) => onChange({ sort: event.target.value as ListFilterState['sort'] })}>
            {COMPETITION_LIST_SORTS_VALUES.map((sort) => (
              <option key={sort} value={sort}>
                {t(`competition.filters.sortOptions.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
