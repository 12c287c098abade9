import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AllListItem, AllListType } from '@madang/contracts/home-lists';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useDates } from '../../ui/use-dates.ts';
import { formatCount } from '../../lib/format/numbers.ts';
import { useLoadMore } from '../../ui/use-load-more.ts';
import { useAllList } from './home-api.ts';
import { SectionState } from './section-state.tsx';

const TYPES: AllListType[] = ['all', 'competition', 'talk', 'code'];

function MoreItem({ item }: { item: AllListItem }) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const lp = useLocalePath();
  const meta = [
    item.author,
    dates.date(item.created_at),
    item.view_count === null ? null : t('home.more.views', { count: item.view_count, formatted: formatCount(item.view_count, i18n.language) }),
    item.team_count === null ? null : t('home.more.teams', { count: item.team_count }),
  ].filter((part): part is string => Boolean(part));
  return (
    <li className="more-item" data-testid="more-item">
      <span className={`chip more-chip more-${item.type}`}>{t(`home.more.types.${item.type}`)}</span>
      <Link to={lp(item.link)} className="more-title">
        {item.title}
      </Link>
      {item.excerpt ? <p className="more-excerpt">{item.excerpt}</p> : null}
      <small className="muted">{meta.join(' · ')}</small>
    </li>
  );
}

/** "More on Madang": competitions, talk and code together, newest first; the next page loads as the end scrolls into view. */
export default function MoreList() {
  const { t } = useTranslation();
  const [type, setType] = useState<AllListType>('all');
  const query = useAllList(type);
  const sentinel = useLoadMore<HTMLDivElement>(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="home-section more-list" aria-labelledby="home-more">
      <div className="section-head">
        <h2 id="home-more">{t('home.more.title')}</h2>
      </div>
      <div className="more-types" role="group" aria-label={t('home.more.filter')}>
        {TYPES.map((each) => (
          <button key={each} type="button" className="btn btn-outline btn-sm" aria-pressed={each === type} onClick={() => setType(each)}>
            {t(`home.more.filters.${each}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p className="muted" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : query.isError ? (
        <SectionState kind="error" text={t('home.more.error')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <SectionState kind="empty" text={t('home.more.empty')} />
      ) : (
        <>
          <ul className="more-items" aria-label={t('home.more.title')} aria-busy={isFetchingNextPage}>
            {items.map((item) => (
              <MoreItem key={`${item.type}-${item.id}`} item={item} />
            ))}
          </ul>
          <div ref={sentinel} className="more-sentinel">
            {hasNextPage ? (
              <button type="button" className="btn btn-outline btn-sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? t('common.loading') : t('home.more.next')}
              </button>
            ) : (
              <p className="muted">{t('home.more.end')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
