import { useTranslation } from 'react-i18next';
import type { Leaderboard } from '@madang/contracts';
import { boardLines } from '../lib/board-rows.ts';
import { useDates } from '../../../ui/use-dates.ts';
import { formatScore } from '../../../lib/format/score.ts';

interface Props {
  board: Leaderboard;
  myTeamId: number | null;
  baseline: { name: string; score: number } | null;
}

/** One leaderboard: ranked teams, the baseline where it would rank, and the member's team highlighted. */
export function BoardTable({ board, myTeamId, baseline }: Props) {
  const { t } = useTranslation();
  const dates = useDates();
  const lines = boardLines(board.rows, { direction: board.direction, myTeamId, baseline });
  return (
    <div className="cpt-table-wrap">
      <table className="cpt-table cpt-board" data-testid={`leaderboard-${board.board}`}>
        <caption className="sr-only">{t(`competition.board.${board.board}`)}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('competition.board.columns.rank')}
            </th>
            <th scope="col">{t('competition.board.columns.team')}</th>
            <th scope="col" className="num">
              {t('competition.board.columns.score')}
            </th>
            <th scope="col" className="num hide-narrow">
              {t('competition.board.columns.count')}
            </th>
            <th scope="col" className="hide-narrow">
              {t('competition.board.columns.time')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) =>
            line.kind === 'baseline' ? (
              <tr key="baseline" className="cpt-baseline" data-testid="leaderboard-baseline">
                <td className="num">-</td>
                <td>
                  <span className="chip chip-quiet">{t('competition.board.baseline')}</span> {line.name}
                </td>
                <td className="num">{formatScore(line.score)}</td>
                <td className="hide-narrow" />
                <td className="hide-narrow" />
              </tr>
            ) : (
              <tr
                key={line.row.team_id}
                className={line.mine ? 'is-mine' : undefined}
                aria-current={line.mine ? 'true' : undefined}
                data-testid={line.mine ? 'leaderboard-mine' : undefined}
              >
                <td className="num">
                  <span className={`cpt-rank cpt-rank-${line.row.rank <= 3 ? line.row.rank : 'n'}`}>{line.row.rank}</span>
                </td>
                <td>
                  <strong>{line.row.team_name}</strong>
                  {line.mine ? <span className="chip">{t('competition.board.mine')}</span> : null}
                  <span className="cell-sub">{line.row.members.map((member) => member.name).join(', ')}</span>
                </td>
                <td className="num">{formatScore(line.row.score)}</td>
                <td className="num hide-narrow">{line.row.submission_count}</td>
                <td className="hide-narrow nowrap">{dates.date(line.row.submitted_at, true)}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
