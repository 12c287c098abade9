import type { RankingFilter } from '@madang/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useRankingList } from './ranking-api.ts';
import { TierBadge } from './tier-badge.tsx';
import { formatPoints } from '../../lib/format/numbers.ts';

/** The ranked members of a view, 20 at a time with "more". */
export function RankingTable({ filter, myId }: { filter: RankingFilter; myId: number | null }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const query = useRankingList(filter);
  if (query.isPending) return <div className="ranking-table skeleton" role="status" aria-busy="true" aria-label={t('common.loading')} />;
  if (query.isError) {
    return (
      <p className="inline-error">
        {t('ranking.loadError')}{' '}
        <button type="button" className="link-btn" onClick={() => void query.refetch()}>
          {t('ranking.retry')}
        </button>
      </p>
    );
  }
  const rows = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (rows.length === 0) return <p className="empty-state">{t('ranking.empty')}</p>;
  const n = (value: number) => value.toLocaleString(i18n.language);
  return (
    <>
      <p className="muted ranking-count">{t('ranking.count', { total: n(total) })}</p>
      <table className="ranking-table" data-testid="ranking-table">
        <thead>
          <tr>
            <th scope="col">{t('ranking.col.rank')}</th>
            <th scope="col">{t('ranking.col.member')}</th>
            <th scope="col">{t('ranking.col.tier')}</th>
            <th scope="col" className="hide-narrow">
              {t('ranking.col.finishes')}
            </th>
            <th scope="col">{filter.tab === 'xp' ? t('ranking.col.xp') : t('ranking.col.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user_id} className={row.user_id === myId ? 'is-me' : undefined}>
              <td className="ranking-rank">{row.rank}</td>
              <td>
                <Link to={lp(`/myprofile/${row.user_id}/home`)} className="ranking-member">
                  <Avatar user={{ id: row.user_id, name: row.name, picture: null }} size={28} />
                  <span>{row.name}</span>
                  <small className="muted">Lv. {row.level}</small>
                </Link>
              </td>
              <td>
                <TierBadge tier={row.tier} />
              </td>
              <td className="hide-narrow">{row.best_rank ? t('ranking.finishes', { count: row.finishes, best: row.best_rank }) : '–'}</td>
              <td className="ranking-score">{filter.tab === 'xp' ? n(row.score) : formatPoints(row.score, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.hasNextPage ? (
        <button type="button" className="btn btn-light btn-block" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="ranking-more">
          {t('ranking.more')}
        </button>
      ) : null}
    </>
  );
}
