import { useTranslation } from 'react-i18next';
import type { CompetitionDetail } from '@madang/contracts';
import { formatScheduleDate } from '../../../lib/format/dates.ts';
import { localized } from '../../../lib/format/localized.ts';
import { PrizeAndTeams } from '../list/prize-and-teams.tsx';
import { PeriodBar, ScheduleBadge } from '../list/schedule-badge.tsx';
import { SponsorLogos } from '../list/sponsor-logos.tsx';
import { JoinAction } from './join-action.tsx';

/** The competition's card above its tabs; `compact` (the tabs after the overview) folds it to its title and action on a phone. */
export function CompetitionHeader({ competition, compact = false }: { competition: CompetitionDetail; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <header className={compact ? 'cpt-head cpt-head-compact' : 'cpt-head'}>
      <div className="cpt-head-main">
        {competition.cover_image_url ? <img className="cpt-head-cover" src={competition.cover_image_url} alt="" data-testid="competition-cover" /> : null}
        <div className="cpt-card-top">
          <ScheduleBadge competition={competition} />
          <span className="chip chip-quiet">{t(`competition.host.${competition.host}`)}</span>
          {competition.kind === 'hackathon' ? <span className="chip">{t('competition.kind.hackathon')}</span> : null}
          {competition.status === 'practice' ? <span className="chip">{t('competition.status.practice')}</span> : null}
        </div>
        <h1 className="cpt-title">{localized(competition.title, locale)}</h1>
        <p className="cpt-summary">{localized(competition.summary, locale)}</p>
        <dl className="cpt-facts cpt-head-facts">
          <PrizeAndTeams competition={competition} />
          <div>
            <dt>{t('competition.card.period')}</dt>
            <dd>
              {formatScheduleDate(competition.starts_at, locale)} ~ {formatScheduleDate(competition.ends_at, locale)}
            </dd>
          </div>
        </dl>
        <PeriodBar progress={competition.progress} />
        <SponsorLogos sponsors={competition.sponsors} />
      </div>
      <div className="cpt-head-action">
        <JoinAction competition={competition} />
      </div>
    </header>
  );
}
