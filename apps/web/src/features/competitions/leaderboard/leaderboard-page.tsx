import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useBaseline, useBoard, useMyRanking, type BoardKind } from '../api/leaderboard-api.ts';
import { useCurrentCompetition } from '../detail/use-current-competition.ts';
import { useDates } from '../../../ui/use-dates.ts';
import { formatScore } from '../../../lib/format/score.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { AwardsPanel } from './awards-panel.tsx';
import { BoardTable } from './board-table.tsx';

/**
 * /competitions/{host}/{name}/leaderboard: the public board while the competition runs; once the host
 * closes it, the private board (the final result), the awards and the ranking points.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const lp = useLocalePath();
  const competition = useCurrentCompetition();
  const [params, setParams] = useSearchParams();
  const closed = competition.status === 'closed';
  const board: BoardKind = closed && params.get('board') !== 'public' ? 'private' : 'public';
  const query = useBoard(competition.id, board);
  const baseline = useBaseline(competition.id);
  const mine = useMyRanking(competition.id, board);
  const baselineScore = board === 'private' ? baseline.data?.private_score : baseline.data?.public_score;

  return (
    <div className="cpt-panel cpt-leaderboard">
      <div className="cpt-panel-head">
        <div className="segmented" role="tablist" aria-label={t('competition.board.label')}>
          <button type="button" role="tab" aria-selected={board === 'public'} onClick={() => setParams({ board: 'public' }, { replace: true })}>
            {t('competition.board.public')}
          </button>
          {closed ? (
            <button type="button" role="tab" aria-selected={board === 'private'} onClick={() => setParams({ board: 'private' }, { replace: true })}>
              {t('competition.board.private')}
            </button>
          ) : null}
        </div>
        <Link className="btn btn-outline btn-sm" to={lp(competitionPath(competition, 'leaderboard/chart'))}>
          {t('competition.board.chart')}
        </Link>
      </div>
      <p className="muted">{closed ? t('competition.board.closedNote') : t('competition.board.publicNote')}</p>
      {mine.data?.rank ? (
        <p className="cpt-my-rank" data-testid="my-ranking">
          {t('competition.board.myRank', { rank: mine.data.rank, teams: mine.data.ranked_teams, score: formatScore(mine.data.score) })}
        </p>
      ) : null}
      {closed && board === 'private' ? <AwardsPanel competitionId={competition.id} /> : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <Empty text={t('competition.board.empty')} />
      ) : (
        <>
          <BoardTable
            board={query.data}
            myTeamId={competition.me.team_id}
            baseline={baselineScore != null ? { name: baseline.data?.name ?? t('competition.board.baseline'), score: baselineScore } : null}
          />
          <p className="muted">{t('competition.board.updated', { time: dates.date(query.data.generated_at, true) })}</p>
        </>
      )}
    </div>
  );
}
