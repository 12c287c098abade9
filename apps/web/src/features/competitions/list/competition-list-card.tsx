import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompetitionListItem } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { PrizeAndTeams } from './prize-and-teams.tsx';
import { PeriodBar, ScheduleBadge } from './schedule-badge.tsx';
import { SponsorLogos } from './sponsor-logos.tsx';
import { formatMetricName } from '../../../lib/format/metric.ts';

export function CompetitionListCard({ competition }: { competition: CompetitionListItem }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const locale = i18n.language;
  const title = localized(competition.title, locale);
  return (
    <li className="cpt-card" data-testid={`competition-card-${competition.slug}`}>
      <Link to={lp(competitionPath(competition))} className="cpt-card-link">
        {competition.cover_image_url ? <img className="cpt-card-cover" src={competition.cover_image_url} alt="" loading="lazy" data-testid="competition-cover" /> : null}
        <div className="cpt-card-top">
          <ScheduleBadge competition={competition} />
          <span className="chip chip-quiet">{t(`competition.host.${competition.host}`)}</span>
          {competition.kind === 'hackathon' ? <span className="chip">{t('competition.kind.hackathon')}</span> : null}
        </div>
        <h2 className="cpt-card-title">{title}</h2>
        <p className="cpt-card-summary">{localized(competition.summary, locale)}</p>
        <dl className="cpt-facts">
          <PrizeAndTeams competition={competition} />
          <div>
            <dt>{t('competition.card.metric')}</dt>
            <dd>{formatMetricName(competition.metric)}</dd>
          </div>
        </dl>
        <PeriodBar progress={competition.progress} />
        <SponsorLogos sponsors={competition.sponsors} />
      </Link>
    </li>
  );
}
