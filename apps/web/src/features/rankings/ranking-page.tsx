import './rankings.css';
import { rankingCategories, rankingTabs, rankingTypes, type RankingFilter } from '@madang/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { MyRankingCard } from './my-ranking-card.tsx';
import { filterFromSearch } from './ranking-filters.ts';
import { RankingOrderPopup } from './ranking-order-popup.tsx';
import { RankingTable } from './ranking-table.tsx';

/** /ranking: members ranked by competition points or XP, all time or this season, in a category. */
export function RankingPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const [orderOpen, setOrderOpen] = useState(false);
  const choose = (change: Partial<RankingFilter>) => setSearch({ ...filter, ...change }, { replace: true });

  return (
    <div className="container page-pad ranking-page">
      <div className="ranking-head">
        <h1 className="page-title">{t('ranking.title')}</h1>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOrderOpen(true)}>
          {t('ranking.order.open')}
        </button>
      </div>
      <div className="ranking-tabs" role="tablist" aria-label={t('ranking.tabsLabel')}>
        {rankingTabs.map((tab) => (
          <button key={tab} type="button" role="tab" aria-selected={filter.tab === tab} className="ranking-tab" onClick={() => choose({ tab })}>
            {t(`ranking.tab.${tab}`)}
          </button>
        ))}
      </div>
      <div className="ranking-filters">
        <div className="ranking-types" role="group" aria-label={t('ranking.typeLabel')}>
          {rankingTypes.map((type) => (
            <button key={type} type="button" className="chip" aria-pressed={filter.type === type} onClick={() => choose({ type })}>
              {t(`ranking.type.${type}`)}
            </button>
          ))}
        </div>
        <label className="ranking-category">
          <span className="sr-only">{t('ranking.categoryLabel')}</span>
          <select value={filter.category} onChange={(e) => choose({ category: e.target.value as RankingFilter['category'] })} aria-label={t('ranking.categoryLabel')}>
            {rankingCategories.map((category) => (
              <option key={category} value={category}>
                {t(`ranking.category.${category}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {user ? <MyRankingCard filter={filter} /> : null}
      <RankingTable filter={filter} myId={user?.id ?? null} />
      <RankingOrderPopup open={orderOpen} onOpenChange={setOrderOpen} />
    </div>
  );
}
