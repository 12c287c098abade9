import { Navigate, useParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useCompetition } from '../api/competition-api.ts';
import { competitionPath } from '../../../lib/competition-path.ts';
import { CompetitionLoadError } from '../../../ui/load-error.tsx';
import { Loading } from '../../../ui/query-state.tsx';

/** /competition/{competitionId}/overview: the older address of a competition, sent on to its page. */
export default function CompetitionRedirectPage() {
  const { competitionId = '' } = useParams<{ competitionId?: string }>();
  const lp = useLocalePath();
  const query = useCompetition(competitionId);
  if (!competitionId) return <Navigate replace to={lp('/competitions')} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Navigate replace to={lp(competitionPath(query.data, 'overview'))} />;
}
