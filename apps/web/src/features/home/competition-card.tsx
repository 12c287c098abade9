import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { dDay, elapsedShare } from './competition-timing.ts';
import type { CompetitionSummary } from './home-api.ts';

function useDDayLabel(competition: CompetitionSummary, now: Date): string {
  const { t } = useTranslation();
  const state = dDay(competition.period_start, competition.period_end, now);
  if (state.kind === 'open') return t('home.competitions.dday', { days: state.days });
  return t(`home.competitions.${state.kind}`);
}

export function CompetitionCard({ competition, now }: { competition: CompetitionSummary; now: Date }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const share = elapsedShare(competition.period_start, competition.period_end, now);
  return (
    <li className="competition-card">
      <Link to={lp(`/competitions/official/${competition.cpt_id}/overview/description`)}>
        <div className="competition-top">
          <span className="dday">{useDDayLabel(competition, now)}</span>
          {competition.keyword ? <span className="chip">{competition.keyword}</span> : null}
        </div>
        <h3>{competition.name}</h3>
        <dl className="competition-facts">
          <div>
            <dt>{t('home.competitions.prize')}</dt>
            <dd>{t('home.competitions.prizeAmount', { amount: compact.format(competition.prize) })}</dd>
          </div>
          <div>
            <dt>{t('home.competitions.teams')}</dt>
            <dd>{competition.team_count.toLocaleString(i18n.language)}</dd>
          </div>
        </dl>
        <div className="period-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)} aria-label={t('home.competitions.progress')}>
          <span style={{ width: `${share * 100}%` }} />
        </div>
        {competition.sponsors.length ? (
          <ul className="sponsors" aria-label={t('home.competitions.sponsors')}>
            {competition.sponsors.map((sponsor) => (
              <li key={sponsor.name}>{sponsor.logo ? <img src={sponsor.logo} alt={sponsor.name} height={20} /> : sponsor.name}</li>
            ))}
          </ul>
        ) : null}
      </Link>
    </li>
  );
}
