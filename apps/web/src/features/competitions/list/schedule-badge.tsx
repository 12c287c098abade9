import { useTranslation } from 'react-i18next';
import type { CompetitionListItem } from '@madang/contracts';
import { scheduleLabel } from '../../../lib/format/schedule-label.ts';
import { useNow } from '../../../ui/hydration-clock.tsx';

export function ScheduleBadge({ competition }: { competition: CompetitionListItem }) {
  const { t } = useTranslation();
  const label = scheduleLabel(competition, useNow());
  return <span className={`dday-badge dday-${label.key}`}>{t(`dday.${label.key}`, { days: label.days })}</span>;
}

export function PeriodBar({ progress }: { progress: number }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <div className="period-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('competition.card.progress')}>
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
