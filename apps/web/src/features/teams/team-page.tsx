import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../app/app-state.ts';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { useSession } from '../session/use-session.ts';
import { useCurrentCompetition } from '../competitions/detail/use-current-competition.ts';
import { formatScheduleDate } from '../../lib/format/dates.ts';
import { competitionPath } from '../../lib/competition-path.ts';
import { Failed, Loading } from '../../ui/query-state.tsx';
import { ExitPanel } from './exit-panel.tsx';
import { IncomingInvitations } from './incoming-invitations.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { LinkJoin } from './link-join.tsx';
import { MembersList } from './members-list.tsx';
import { useIncomingInvitations, useTeamActions, useTeamInfo } from './team-api.ts';
import { TeamNameForm } from './team-name-form.tsx';
import './team.css';

/** /competitions/{host}/{name}/team: my team, invitations, name, leader, exits and the final choice. */
export default function TeamPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const { user } = useSession();
  const competition = useCurrentCompetition();
  const joined = !!user && competition.me.joined;
  const info = useTeamInfo(competition.id, joined);
  const incoming = useIncomingInvitations(competition.id, joined);
  const actions = useTeamActions(competition.id);
  const [search] = useSearchParams();
  const focusId = Number(search.get('invitation')) || null;

  if (!user) {
    return (
      <div className="cpt-callout">
        <p>{t('team.loginFirst')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openLoginPopup(1, location.pathname + location.search)}>
          {t('competition.data.login')}
        </button>
      </div>
    );
  }
  if (!joined) {
    return (
      <div className="cpt-callout">
        <p>{t('team.joinFirst')}</p>
        <Link className="btn btn-primary" to={lp(competitionPath(competition, 'agreement'))}>
          {t('team.joinAction')}
        </Link>
      </div>
    );
  }
  if (info.isPending) return <Loading />;
  if (info.isError) return <Failed onRetry={() => void info.refetch()} />;
  const team = info.data;
  const invitations = <IncomingInvitations invitations={incoming.data ?? []} canAnswer={team.is_leader && team.merge_open} actions={actions} focusId={focusId} />;
  // Opened from an invitation's notification, or with one waiting: the answer comes before everything else.
  const invitationsFirst = focusId !== null || (incoming.data ?? []).some((invitation) => invitation.state === 'sent');

  return (
    <div className="team-page">
      <h2 className="cpt-section-title">{t('team.title')}</h2>
      {invitationsFirst ? invitations : null}
      <LinkJoin myTeamId={team.team_id} actions={actions} />
      <section className="team-section team-card" aria-labelledby="team-my-title" data-testid="my-team">
        <div className="team-card-head">
          <h3 id="team-my-title" className="team-section-title">
            {t('team.myTeam')}: <span data-testid="team-name">{team.team_name}</span>
          </h3>
          <span className="team-muted">
            {t('team.size', { count: team.members.length, max: team.team_size_max })} · {t('team.teamSubmissions', { count: team.submission_count })}
          </span>
        </div>
        <p className="team-muted">{team.merge_open ? t('team.mergeDeadline', { date: formatScheduleDate(team.merge_deadline, i18n.language, true) }) : t('team.mergeClosed')}</p>
        {team.affiliation_rule === 'same' ? <p className="team-muted">{t('team.sameAffiliation')}</p> : null}
        {team.is_leader ? <TeamNameForm competitionId={competition.id} team={team} actions={actions} /> : null}
        <MembersList team={team} myId={user.id} actions={actions} />
      </section>
      {invitationsFirst ? null : invitations}
      <InvitePanel competitionId={competition.id} team={team} actions={actions} />
      <ExitPanel competitionId={competition.id} team={team} actions={actions} />
      {team.is_leader ? (
        <section className="team-section" aria-labelledby="team-final-title">
          <h3 id="team-final-title" className="team-section-title">
            {t('team.final.title')}
          </h3>
          <p className="team-muted">{t('team.final.body')}</p>
          <Link className="btn btn-outline" to={lp(competitionPath(competition, 'mysubmission'))}>
            {t('team.final.open')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
