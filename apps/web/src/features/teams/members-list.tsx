import type { TeamInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useErrorText } from '../../ui/use-error-text.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { TeamActions } from './team-api.ts';

/** The members with the leader mark and their submission counts; the leader's hand-over and removal. */
export function MembersList({ team, myId, actions }: { team: TeamInfo; myId: number; actions: TeamActions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const done = (message: string) => ({ onSuccess: () => notify.success(message), onError: (error: unknown) => notify.error(errorText(error)) });
  return (
    <ul className="team-members" aria-label={t('team.members.title')}>
      {team.members.map((member) => (
        <li key={member.user_id} className="team-member" data-testid="team-member">
          <div className="team-member-who">
            <span className="team-member-name">{member.name}</span>
            {member.is_leader ? <span className="team-badge team-badge-leader">{t('team.leaderMark')}</span> : null}
            {member.user_id === myId ? <span className="team-badge">{t('team.me')}</span> : null}
            <span className="team-member-meta">
              {t(`team.affiliation.${member.affiliation}`)} · {t('team.memberSubmissions', { count: member.submission_count })}
            </span>
          </div>
          {team.is_leader && !member.is_leader ? (
            <div className="cpt-actions">
              <ConfirmButton
                label={t('team.members.makeLeader')}
                confirmLabel={t('team.members.makeLeader')}
                title={t('team.members.makeLeader')}
                body={t('team.members.makeLeaderConfirm', { name: member.name })}
                onConfirm={() => actions.makeLeader.mutate(member.user_id, done(t('team.members.leaderChanged')))}
              />
              {team.merge_open && member.submission_count === 0 ? (
                <ConfirmButton
                  label={t('team.members.remove')}
                  confirmLabel={t('team.members.remove')}
                  title={t('team.members.remove')}
                  body={t('team.members.removeConfirm', { name: member.name })}
                  onConfirm={() => actions.remove.mutate(member.user_id, done(t('team.members.removed')))}
                />
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
