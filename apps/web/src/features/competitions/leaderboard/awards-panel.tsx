import { useTranslation } from 'react-i18next';
import { useAwards } from '../api/leaderboard-api.ts';
import { formatScore } from '../../../lib/format/score.ts';
import { localized } from '../../../lib/format/localized.ts';
import { formatWon } from '../../../lib/format/money.ts';
import { formatPoints } from '../../../lib/format/numbers.ts';

/** After the close: the prize ranking and the ranking points each team was awarded. */
export function AwardsPanel({ competitionId }: { competitionId: number }) {
  const { t, i18n } = useTranslation();
  const awards = useAwards(competitionId, true);
  if (!awards.data || awards.data.length === 0) return null;
  return (
    <section className="cpt-awards" aria-labelledby="cpt-awards-title" data-testid="leaderboard-awards">
      <h3 id="cpt-awards-title">{t('competition.board.awards')}</h3>
      <ol>
        {awards.data.map((award) => (
          <li key={`${award.rank}-${award.team_id}`}>
            <span className={`cpt-rank cpt-rank-${award.rank <= 3 ? award.rank : 'n'}`}>{award.rank}</span>
            <div>
              <strong>{award.team_name}</strong>
              <span className="cell-sub">
                {localized(award.label, i18n.language)}
                {award.amount > 0 ? ` · ${t('competition.prizeAmount', { amount: formatWon(award.amount, i18n.language, true) })}` : ''}
              </span>
            </div>
            <div className="cpt-award-score">
              <span>{formatScore(award.score)}</span>
              <span className="chip">{t('competition.board.points', { points: formatPoints(award.ranking_points, i18n.language) })}</span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
