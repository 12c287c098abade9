import './rankings.css';
import { CHALLENGER_SEATS, TIER_FLOORS, tiers } from '@madang/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useSession } from '../session/use-session.ts';
import { useMyTier } from './ranking-api.ts';
import { TierBadge } from './tier-badge.tsx';

/** /ranking/info: the tier system — the five tiers, what earns ranking points, and the member's own tier. */
export function TierInfoPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const mine = useMyTier(!!user).data;
  const n = (value: number) => value.toLocaleString(i18n.language);
  const floorOf = (tier: (typeof tiers)[number]) => (tier === 'challenger' ? TIER_FLOORS.champion : TIER_FLOORS[tier]);

  return (
    <div className="container page-pad tier-page">
      <h1 className="page-title">{t('ranking.info.title')}</h1>
      <p className="tier-lead">{t('ranking.info.lead')}</p>
      {mine ? (
        <section className="card tier-mine" data-testid="my-tier">
          <span>{t('ranking.info.mine')}</span>
          <TierBadge tier={mine.tier} />
          <strong>{t('ranking.info.points', { points: n(mine.points) })}</strong>
        </section>
      ) : null}
      <ol className="tier-ladder" data-testid="tier-ladder">
        {[...tiers].reverse().map((tier) => (
          <li key={tier} className={`tier-step tier-step-${tier}`}>
            <TierBadge tier={tier} />
            <div>
              <strong>
                {tier === 'challenger'
                  ? t('ranking.info.challengerRule', { seats: CHALLENGER_SEATS, points: n(floorOf(tier)) })
                  : t('ranking.info.floor', { points: n(floorOf(tier)) })}
              </strong>
              <p className="muted">{t(`ranking.info.about.${tier}`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <section className="tier-how">
        <h2>{t('ranking.info.howTitle')}</h2>
        <ul>
          <li>{t('ranking.info.how.close')}</li>
          <li>{t('ranking.info.how.formula')}</li>
          <li>{t('ranking.info.how.decay')}</li>
          <li>{t('ranking.info.how.practice')}</li>
        </ul>
      </section>
      <Link to={lp('/ranking')} className="btn btn-primary">
        {t('ranking.info.toRanking')}
      </Link>
    </div>
  );
}
