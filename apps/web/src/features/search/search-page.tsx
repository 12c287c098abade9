import './search.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SEARCH_KEYWORD_MAX, searchKeywordSchema, searchPageTabs, searchTabs, type SearchPageTab, type SearchTab } from '@madang/contracts/search';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { recordSearch, useSearchResult } from './api/search-api.ts';
import { HitList } from './hit-list.tsx';
import { TabResults } from './tab-results.tsx';
import { Trends } from './trends.tsx';

const readTab = (value: string | null): SearchPageTab => ((searchPageTabs as readonly string[]).includes(value ?? '') ? (value as SearchPageTab) : 'total');

/** /search?tab=total&keyword=…: competitions, talk posts, notices, members and code, each a tab with its count. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const tab = readTab(params.get('tab'));
  const [draft, setDraft] = useState(keyword);
  const [problem, setProblem] = useState<string | null>(null);
  const result = useSearchResult(keyword);

  const search = (words: string) => {
    const parsed = searchKeywordSchema.safeParse(words);
    if (!parsed.success) return setProblem(t(parsed.error.issues[0]?.message ?? 'validation.search_empty'));
    setProblem(null);
    setDraft(parsed.data);
    setParams({ tab: 'total', keyword: parsed.data });
    void recordSearch(parsed.data);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  const showTab = (next: SearchPageTab) => setParams({ tab: next, keyword });

  return (
    <div className="container search-page">
      <h1 className="sr-only">{t('search.title')}</h1>
      <form className="search-form" role="search" onSubmit={submit} noValidate>
        <input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'search-problem' : undefined}
          maxLength={SEARCH_KEYWORD_MAX * 2}
        />
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </form>
      {problem ? (
        <p id="search-problem" className="form-error search-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {keyword === '' ? (
        <Trends onPick={search} />
      ) : result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <Failed text={apiErrorText(result.error, t)} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <div className="tabs search-tabs" role="tablist" aria-label={t('search.tabsLabel')}>
            {searchPageTabs.map((value) => {
              const count = value === 'total' ? searchTabs.reduce((sum, one) => sum + result.data.counts[one], 0) : result.data.counts[value];
              return (
                <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => showTab(value)}>
                  {t(`search.tabs.${value}`)} <span className="search-count">{count}</span>
                </button>
              );
            })}
          </div>
          <div role="tabpanel" className="search-panel">
            {tab !== 'total' && result.data.unavailable.includes(tab) ? (
              <p className="muted search-none">{t('search.unavailable')}</p>
            ) : tab !== 'total' ? (
              <TabResults key={`${tab}-${keyword}`} keyword={keyword} tab={tab} />
            ) : (
              <TotalResults keyword={keyword} counts={result.data.counts} preview={result.data.preview} unavailable={result.data.unavailable} onMore={showTab} />
            )}
          </div>
        </>
      )}
    </div>
  );
}

function TotalResults(props: {
  keyword: string;
  counts: Record<SearchTab, number>;
  preview: Record<SearchTab, Parameters<typeof HitList>[0]['hits']>;
  unavailable: SearchTab[];
  onMore: (tab: SearchTab) => void;
}) {
  const { t } = useTranslation();
  const total = searchTabs.reduce((sum, tab) => sum + props.counts[tab], 0);
  if (total === 0) return <p className="muted search-none">{t('search.noHits', { keyword: props.keyword })}</p>;
  return (
    <div className="search-sections">
      {searchTabs
        .filter((tab) => props.counts[tab] > 0)
        .map((tab) => (
          <section key={tab} className="card search-section" aria-labelledby={`search-section-${tab}`}>
            <div className="search-section-head">
              <h2 id={`search-section-${tab}`}>
                {t(`search.tabs.${tab}`)} <span className="search-count">{props.counts[tab]}</span>
              </h2>
              {props.counts[tab] > props.preview[tab].length ? (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => props.onMore(tab)}>
                  {t('search.seeAll')}
                </button>
              ) : null}
            </div>
            <HitList hits={props.preview[tab]} keyword={props.keyword} />
          </section>
        ))}
      {props.unavailable.length > 0 ? (
        <p className="muted search-note">{t('search.unavailableNote', { tabs: props.unavailable.map((tab) => t(`search.tabs.${tab}`)).join(', ') })}</p>
      ) : null}
    </div>
  );
}
