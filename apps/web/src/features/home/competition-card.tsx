import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompetitionListItem } from '@madang/contracts';
import { useLocale, useLocalePath } from '../../i18n/use-locale.ts';
import { scheduleLabel } from '../../lib/format/schedule-label.ts';
import { formatCount } from '../../lib/format/numbers.ts';
import { formatMetricName } from '../../lib/format/metric.ts';
import { formatWon } from '../../lib/format/money.ts';
import { useNow } from '../../ui/hydration-clock.tsx';

function useScheduleText(competition: CompetitionListItem): string {
  const { t } = useTranslation();
  const label = scheduleLabel(competition, useNow());
  return t(`dday.${label.key}`, { days: label.days });
}

export function CompetitionCard({ competition }: { competition: CompetitionListItem }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const prize = formatWon(competition.prize_total, i18n.language);
  return (
    <li className="competition-card">
      <Link to={lp(`/competitions/${competition.host}/${competition.slug}/overview/description`)}>
        <div className="competition-top">
          <span className="dday">{useScheduleText(competition)}</span>
          <span className="chip">{formatMetricName(competition.metric)}</span>
        </div>
        <h3>{competition.title[locale]}</h3>
        <dl className="competition-facts">
          <div>
            <dt>{t('home.competitions.prize')}</dt>
            <dd>{prize ? t('home.competitions.prizeAmount', { amount: prize }) : t('home.competitions.noPrize')}</dd>
          </div>
          <div>
            <dt>{t('home.competitions.teams')}</dt>
            <dd>{formatCount(competition.team_count, i18n.language)}</dd>
          </div>
        </dl>
        <div
          className="period-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(competition.progress * 100)}
          aria-label={t('home.competitions.progress')}
        >
          <span style={{ width: `${competition.progress * 100}%` }} />
        </div>
        {competition.sponsors.length ? (
          <ul className="sponsors" aria-label={t('home.competitions.sponsors')}>
            {competition.sponsors.map((sponsor) => (
              <li key={sponsor.name}>{sponsor.logo_url ? <img src={sponsor.logo_url} alt={sponsor.name} height={20} /> : sponsor.name}</li>
            ))}
          </ul>
        ) : null}
      </Link>
    </li>
  );
}
