import { useTranslation } from 'react-i18next';
import type { CompetitionListItem } from '@madang/contracts';
import { formatWon } from '../lib/format.ts';

/** The prize and team-count facts every competition card and header starts with (items of a `<dl>`). */
export function PrizeAndTeams({ competition }: { competition: Pick<CompetitionListItem, 'prize_total' | 'team_count'> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <>
      <div>
        <dt>{t('competition.card.prize')}</dt>
        <dd>{competition.prize_total > 0 ? t('competition.prizeAmount', { amount: formatWon(competition.prize_total, locale) }) : t('competition.card.noPrize')}</dd>
      </div>
      <div>
        <dt>{t('competition.card.teams')}</dt>
        <dd>{competition.team_count.toLocaleString(locale)}</dd>
      </div>
    </>
  );
}
