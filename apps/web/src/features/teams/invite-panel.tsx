import type { TeamInfo } from '@madang/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field.tsx';
import { notify } from '../../ui/toast.ts';
import { formatScheduleDate } from '../../lib/format/dates.ts';
import { useErrorText } from '../../ui/use-error-text.ts';
import { MemberPicker } from './member-picker.tsx';
import { useInviteLink, useSentInvitations, type TeamActions } from './team-api.ts';

/** The leader invites by nickname (names offered as they type) or shares a link; sent invitations can be withdrawn. */
export function InvitePanel({ competitionId, team, actions }: { competitionId: number; team: TeamInfo; actions: TeamActions }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [nickname, setNickname] = useState('');
  const sent = useSentInvitations(competitionId, true);
  const link = useInviteLink(competitionId, team.is_leader);
  const linkUrl = link.data ? `${window.location.origin}${window.location.pathname}?invite=${link.data.token}` : '';
  const deadline = formatScheduleDate(team.merge_deadline, i18n.language, true);

  return (
    <section className="team-section" aria-labelledby="team-invite-title">
      <h3 id="team-invite-title" className="team-section-title">
        {t('team.invite.title')}
      </h3>
      {team.is_leader && team.merge_open ? (
        <>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!nickname.trim()) return;
              actions.invite.mutate(nickname.trim(), {
                onSuccess: () => {
                  setNickname('');
                  notify.success(t('team.invite.sent'));
                },
                onError: (error) => notify.error(errorText(error)),
              });
            }}
          >
            <Field
              label={t('team.invite.nickname')}
              value={nickname}
              maxLength={40}
              autoComplete="off"
              onChange={(event) => setNickname(event.target.value)}
              action={
                <button type="submit" className="btn btn-primary" disabled={!nickname.trim() || actions.invite.isPending}>
                  {t('team.invite.send')}
                </button>
              }
            />
            <MemberPicker competitionId={competitionId} typed={nickname} onPick={setNickname} />
          </form>
          <div className="team-link">
            <h4 className="team-subtitle">{t('team.link.title')}</h4>
            <p className="team-muted">{t('team.link.hint', { date: deadline })}</p>
            {link.data ? (
              <div className="team-link-row">
                <input className="team-link-url" readOnly value={linkUrl} aria-label={t('team.link.title')} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" className="btn btn-outline" onClick={() => void navigator.clipboard?.writeText(linkUrl).then(() => notify.success(t('team.link.copied')))}>
                  {t('team.link.copy')}
                </button>
                <button type="button" className="btn btn-outline" onClick={() => actions.revokeLink.mutate(undefined, { onSuccess: () => notify.success(t('team.link.revoked')) })}>
                  {t('team.link.revoke')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-outline"
                disabled={actions.createLink.isPending}
                onClick={() => actions.createLink.mutate(undefined, { onError: (error) => notify.error(errorText(error)) })}
              >
                {t('team.link.create')}
              </button>
            )}
          </div>
        </>
      ) : null}
      <h4 className="team-subtitle">{t('team.invite.sentTitle')}</h4>
      {sent.data && sent.data.length > 0 ? (
        <ul className="team-list" data-testid="sent-invitations">
          {sent.data.map((invitation) => (
            <li key={invitation.id} className="team-list-row">
              <span>{invitation.invitee_name}</span>
              <span className="cpt-actions">
                <span className={`team-state team-state-${invitation.state}`}>{t(`team.state.${invitation.state}`)}</span>
                {team.is_leader && invitation.state === 'sent' ? (
                  // Withdrawing is undone by inviting again, so it asks no confirmation.
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={actions.cancelInvite.isPending}
                    onClick={() =>
                      actions.cancelInvite.mutate(invitation.id, {
                        onSuccess: () => notify.success(t('team.invite.canceled')),
                        onError: (error) => notify.error(errorText(error)),
                      })
                    }
                  >
                    {t('team.invite.cancel')}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="team-muted">{t('team.invite.none')}</p>
      )}
    </section>
  );
}
