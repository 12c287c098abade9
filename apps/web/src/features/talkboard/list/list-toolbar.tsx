import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { talkCategories } from '@madang/contracts/talkboard-limits';
import type { ListState } from '../lib/list-state.ts';
import { CategoryOptions } from '../../community/form/category-options.tsx';

interface Props {
  state: ListState;
  onChange: (next: ListState) => void;
  /** A community tab is one category already: it leaves the category choice out. */
  withCategory?: boolean;
}

/** Search box, category and sort of a board; every change goes back to the first page. */
export function ListToolbar({ state, onChange, withCategory = true }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...state, keyword: keyword.trim(), page: 1 });
  };
  return (
    <div className="talk-toolbar">
      <form role="search" className="talk-search" onSubmit={submit}>
        <label className="sr-only" htmlFor="talk-keyword">
          {t('talk.list.searchLabel')}
        </label>
        <input
          id="talk-keyword"
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={t('talk.list.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="btn btn-outline btn-sm">
          {t('talk.list.search')}
        </button>
      </form>
      <div className="talk-filters">
        {withCategory ? (
          <label>
            <span className="sr-only">{t('talk.list.categoryLabel')}</span>
            <select value={state.category} onChange={(event) => onChange({ ...state, category: event.target.value as ListState['category'], page: 1 })}>
              <option value="">{t('talk.categories.all')}</option>
              <CategoryOptions ns="talk" categories={talkCategories} />
            </select>
          </label>
        ) : null}
        <div className="talk-sort" role="group" aria-label={t('talk.list.sortLabel')}>
          {(['recent', 'popular'] as const).map((sort) => (
            <button
              key={sort}
              type="button"
              className={state.sort === sort ? 'chip is-active' : 'chip'}
              aria-pressed={state.sort === sort}
              onClick={() => onChange({ ...state, sort, page: 1 })}
            >
              {t(sort === 'recent' ? 'talk.list.sortRecent' : 'talk.list.sortPopular')}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
