import { useTranslation } from 'react-i18next';
import type { CompetitionListItem } from '@madang/contracts';
import { formatWon } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/numbers.ts';

/** The prize and team-count facts every competition card and header starts with (items of a `<dl>`). */
export function PrizeAndTeams({ competition }: { competition: Pick<CompetitionListItem, 'prize_total' | 'team_count'> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const prize = formatWon(competition.prize_total, locale);
  return (
    <>
      <div>
        <dt>{t('competition.card.prize')}</dt>
        <dd>{prize ? t('competition.prizeAmount', { amount: prize }) : t('competition.card.noPrize')}</dd>
      </div>
      <div>
        <dt>{t('competition.card.teams')}</dt>
        <dd>{formatCount(competition.team_count, locale)}</dd>
      </div>
    </>
  );
}
