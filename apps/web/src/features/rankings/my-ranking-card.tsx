import type { RankingFilter, RankingMyInfo } from '@madang/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { CategoryForm } from './category-form.tsx';
import { useMyRanking } from './ranking-api.ts';
import { TierBadge } from './tier-badge.tsx';
import { formatPoints } from '../../lib/format/numbers.ts';

/** The member's place in the chosen view, their tier and the next one, and their categories. */
export function MyRankingCard({ filter }: { filter: RankingFilter }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const query = useMyRanking(filter, true);
  if (query.isPending) return <section className="card my-ranking skeleton" aria-busy="true" aria-label={t('common.loading')} />;
  if (query.isError) return <p className="inline-error">{t('ranking.loadError')}</p>;
  const mine: RankingMyInfo = query.data;
  const n = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section className="card my-ranking" aria-labelledby="my-ranking-title" data-testid="ranking-mine">
      <h2 id="my-ranking-title">{t('ranking.mine.title')}</h2>
      <div className="my-ranking-figures">
        <div>
          <span className="muted">{t('ranking.mine.rank')}</span>
          <strong data-testid="my-rank">{mine.entry ? t('ranking.mine.rankOf', { rank: n(mine.entry.rank), total: n(mine.total) }) : t('ranking.mine.unranked')}</strong>
        </div>
        <div>
          <span className="muted">{t('ranking.mine.tier')}</span>
          <TierBadge tier={mine.tier} />
        </div>
        <div>
          <span className="muted">{t('ranking.mine.points')}</span>
          <strong>{formatPoints(mine.points, i18n.language)}</strong>
          <small className="muted">
            {mine.next_tier
              ? t('ranking.mine.toNext', { tier: t(`ranking.tier.${mine.next_tier.tier}`), points: n(Math.ceil(mine.next_tier.floor - mine.points)) })
              : t('ranking.mine.top')}
          </small>
        </div>
      </div>
      <CategoryForm key={`${mine.affiliation}-${mine.region}`} mine={mine} />
      <Link to={lp('/ranking/info')} className="section-more">
        {t('ranking.mine.tierInfo')}
      </Link>
    </section>
  );
}
