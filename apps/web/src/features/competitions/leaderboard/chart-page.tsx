import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useRankingChart } from '../api/leaderboard-api.ts';
import { useCurrentCompetition } from '../detail/use-current-competition.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { ScoreChart } from './score-chart.tsx';

/** /competitions/{host}/{name}/leaderboard/chart: how the top teams' best scores moved over time. */
export default function ChartPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const competition = useCurrentCompetition();
  const board = competition.status === 'closed' ? 'private' : 'public';
  const query = useRankingChart(competition.id, board);
  // Lines run to now while the competition runs, and stop at its end after.
  const until = Math.min(Date.now(), Date.parse(competition.ends_at));

  return (
    <div className="cpt-panel">
      <div className="cpt-panel-head">
        <h2 className="cpt-section-title">{t('competition.chart.title')}</h2>
        <Link className="btn btn-outline btn-sm" to={lp(competitionPath(competition, 'leaderboard'))}>
          {t('competition.chart.back')}
        </Link>
      </div>
      <p className="muted">{t(`competition.chart.note.${board}`)}</p>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed onRetry={() => void query.refetch()} />
      ) : query.data.series.every((series) => series.points.length === 0) ? (
        <Empty text={t('competition.board.empty')} />
      ) : (
        <ScoreChart chart={query.data} until={until} />
      )}
    </div>
  );
}
