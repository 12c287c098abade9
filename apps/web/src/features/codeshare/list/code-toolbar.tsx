import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RANGES, CODE_SORTS, codeCategories } from '@madang/contracts/codeshare';
import type { CodeListState, CodeRange, CodeSearchIn, CodeSort } from '../lib/code-list-state.ts';

const SORT_LABELS: Record<CodeSort, string> = { recent: 'sortRecent', popular: 'sortPopular', views: 'sortViews', comments: 'sortComments' };
const RANGE_LABELS: Record<CodeRange, string> = { all: 'rangeAll', week: 'rangeWeek', month: 'rangeMonth', year: 'rangeYear' };
const SEARCH_LABELS: Record<CodeSearchIn, string> = { all: 'searchAll', title: 'searchTitle', content: 'searchContent', tag: 'searchTag' };

/** Search (with where to search), sort, period, category and (for members) own-posts filters of a code list. */
export function CodeToolbar({ state, canFilterMine, onChange }: { state: CodeListState; canFilterMine: boolean; onChange: (next: CodeListState) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(state.keyword);
  const [searchIn, setSearchIn] = useState(state.searchIn);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...state, keyword: keyword.trim(), searchIn, page: 1 });
  };
  return (
    <div className="talk-toolbar code-toolbar">
      <form className="talk-search" role="search" onSubmit={submit}>
        <select aria-label={t('code.list.searchIn')} value={searchIn} onChange={(event) => setSearchIn(event.target.value as CodeSearchIn)}>
          {(Object.keys(SEARCH_LABELS) as CodeSearchIn[]).map((value) => (
            <option key={value} value={value}>
              {t(`code.list.${SEARCH_LABELS[value]}`)}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={t('code.list.searchLabel')}
          placeholder={t('code.list.searchPlaceholder')}
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="btn btn-outline btn-sm">
          {t('code.list.search')}
        </button>
      </form>
      <div className="talk-filters">
        <select aria-label={t('code.list.sortLabel')} value={state.sort} onChange={(event) => onChange({ ...state, sort: event.target.value as CodeSort, page: 1 })}>
          {CODE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`code.list.${SORT_LABELS[sort]}`)}
            </option>
          ))}
        </select>
        <select aria-label={t('code.list.rangeLabel')} value={state.range} onChange={(event) => onChange({ ...state, range: event.target.value as CodeRange, page: 1 })}>
          {CODE_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(`code.list.${RANGE_LABELS[range]}`)}
            </option>
          ))}
        </select>
        {canFilterMine ? (
          <label className="check">
            <input type="checkbox" checked={state.mine} onChange={(event) => onChange({ ...state, mine: event.target.checked, page: 1 })} />
            <span>{t('code.list.mine')}</span>
          </label>
        ) : null}
      </div>
      <div className="code-cats" role="group" aria-label={t('code.list.categoryLabel')}>
        {(['', ...codeCategories] as const).map((category) => (
          <button
            key={category || 'all'}
            type="button"
            className={state.category === category ? 'chip is-active' : 'chip'}
            aria-pressed={state.category === category}
            onClick={() => onChange({ ...state, category, page: 1 })}
          >
            {t(`code.categories.${category || 'all'}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
