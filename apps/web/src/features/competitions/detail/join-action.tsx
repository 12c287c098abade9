import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompetitionDetail } from '@madang/contracts';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { competitionPath } from '../../../lib/competition-path.ts';

/** The header's call to action: log in, join (through the rules), or submit once joined. */
export function JoinAction({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const over = competition.phase === 'ended' || competition.phase === 'closed';

  if (over) {
    return (
      <Link className="btn btn-outline" to={lp(competitionPath(competition, 'leaderboard'))}>
        {t('competition.join.seeResults')}
      </Link>
    );
  }
  if (!isLoggedIn) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1, location.pathname)}>
        {t('competition.join.loginToJoin')}
      </button>
    );
  }
  if (competition.me.joined) {
    return (
      <div className="cpt-joined">
        <span className="chip">{t('competition.join.joinedAs', { team: competition.me.team_name })}</span>
        {competition.accepts_submissions ? (
          <Link className="btn btn-primary" to={lp(competitionPath(competition, 'mysubmission'))}>
            {t('competition.join.submit')}
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <Link className="btn btn-primary" to={lp(competitionPath(competition, 'agreement'))}>
      {t('competition.join.join')}
    </Link>
  );
}
