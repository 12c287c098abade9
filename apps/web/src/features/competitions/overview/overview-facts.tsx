import { useTranslation } from 'react-i18next';
import type { CompetitionDetail } from '@madang/contracts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { formatScheduleDate } from '../../../lib/format/dates.ts';
import { localized } from '../../../lib/format/localized.ts';
import { formatCount } from '../../../lib/format/numbers.ts';
import { formatMetricName } from '../../../lib/format/metric.ts';
import { formatWon } from '../../../lib/format/money.ts';

type Props = { competition: CompetitionDetail };

function Facts({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <dl className="cpt-fact-list" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ScheduleFacts({ competition }: Props) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatScheduleDate(iso, i18n.language, true);
  const rows: [string, string][] = [
    [t('competition.overview.facts.start'), date(competition.starts_at)],
    ...(competition.team_merge_deadline ? [[t('competition.overview.facts.teamMerge'), date(competition.team_merge_deadline)] as [string, string]] : []),
    [t('competition.overview.facts.end'), date(competition.ends_at)],
    ...(competition.closed_at ? [[t('competition.overview.facts.closed'), date(competition.closed_at)] as [string, string]] : []),
  ];
  return <Facts rows={rows} label={t('competition.overview.sections.schedule')} />;
}

export function EvaluationFacts({ competition }: Props) {
  const { t } = useTranslation();
  return (
    <Facts
      label={t('competition.overview.sections.evaluation')}
      rows={[
        [t('competition.overview.facts.metric'), formatMetricName(competition.metric)],
        [t('competition.overview.facts.direction'), t(`competition.overview.direction.${competition.metric_direction}`)],
      ]}
    />
  );
}

export function RuleFacts({ competition }: Props) {
  const { t, i18n } = useTranslation();
  const { rules } = competition;
  return (
    <Facts
      label={t('competition.overview.sections.rules')}
      rows={[
        [t('competition.overview.facts.dailyLimit'), t('competition.overview.facts.times', { count: rules.daily_limit })],
        ...(rules.total_limit !== null
          ? [[t('competition.overview.facts.totalLimit'), t('competition.overview.facts.times', { count: rules.total_limit })] as [string, string]]
          : []),
        [t('competition.overview.facts.finalLimit'), t('competition.overview.facts.files', { count: rules.final_limit })],
        [t('competition.overview.facts.fileFormat'), `.${rules.file_extension}`],
        [t('competition.overview.facts.maxSize'), formatBytes(rules.max_file_bytes)],
        [t('competition.overview.facts.maxRows'), formatCount(rules.max_rows, i18n.language)],
        [t('competition.overview.facts.teamSize'), t('competition.overview.facts.people', { count: rules.team_size_max })],
        ...(rules.requires_phone ? [[t('competition.overview.facts.phone'), t('competition.overview.facts.phoneRequired')] as [string, string]] : []),
      ]}
    />
  );
}

export function PrizeTable({ competition }: Props) {
  const { t, i18n } = useTranslation();
  if (competition.prizes.length === 0) return null;
  return (
    <table className="cpt-table cpt-prize-table">
      <caption className="sr-only">{t('competition.overview.sections.prize')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('competition.overview.prize.rank')}</th>
          <th scope="col">{t('competition.overview.prize.award')}</th>
          <th scope="col">{t('competition.overview.prize.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {competition.prizes.map((prize) => (
          <tr key={prize.rank}>
            <td>{t('competition.overview.prize.place', { rank: prize.rank })}</td>
            <td>{localized(prize.label, i18n.language)}</td>
            <td>{prize.amount > 0 ? t('competition.prizeAmount', { amount: formatWon(prize.amount, i18n.language, true) }) : t('competition.card.noPrize')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
