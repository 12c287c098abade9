import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useNowRanking } from './home-api.ts';
import { SectionState } from './section-state.tsx';
import { formatPoints } from '../../lib/format/numbers.ts';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export function TopRanking() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const query = useNowRanking();
  const top = query.data?.slice(0, MEDALS.length) ?? [];
  return (
    <section className="home-section ranking-card" aria-labelledby="home-ranking">
      <div className="section-head">
        <h2 id="home-ranking">{t('home.ranking.title')}</h2>
        <Link to={lp('/ranking')} className="section-more">
          {t('common.viewAll')}
        </Link>
      </div>
      {query.isPending ? (
        <ol className="medal-list" aria-busy="true" aria-label={t('common.loading')}>
          {MEDALS.map((medal) => (
            <li key={medal} className="medal-row skeleton" />
          ))}
        </ol>
      ) : query.isError ? (
        <SectionState kind="error" text={t('home.ranking.error')} onRetry={() => void query.refetch()} />
      ) : top.length === 0 ? (
        <SectionState kind="empty" text={t('home.ranking.empty')} />
      ) : (
        <ol className="medal-list">
          {top.map((entry, i) => (
            <li key={entry.user_id} className={`medal-row medal-row-${MEDALS[i]}`}>
              <span className="medal">
                <span className="sr-only">{t(`home.ranking.${MEDALS[i]}`)} </span>
                {entry.rank}
              </span>
              <Avatar user={{ id: entry.user_id, name: entry.name, picture: null }} size={36} />
              <Link to={lp(`/myprofile/${entry.user_id}/home`)} className="medal-name">
                {entry.name}
              </Link>
              <span className="medal-points">{t('home.ranking.points', { points: formatPoints(entry.points, i18n.language) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
