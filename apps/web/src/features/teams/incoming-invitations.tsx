import type { Invitation } from '@madang/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useErrorText } from '../../ui/use-error-text.ts';
import { ConfirmButton } from './confirm-button.tsx';
import type { TeamActions } from './team-api.ts';

interface IncomingInvitationsProps {
  invitations: Invitation[];
  canAnswer: boolean;
  actions: TeamActions;
  /** The invitation a notification pointed at (`?invitation=`): brought into view and marked. */
  focusId: number | null;
}

/** Invitations the member received; accepting merges their team into the inviting one. */
export function IncomingInvitations({ invitations, canAnswer, actions, focusId }: IncomingInvitationsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const focused = useRef<HTMLLIElement>(null);
  const focusedInvitation = invitations.find((invitation) => invitation.id === focusId);
  useEffect(() => {
    focused.current?.scrollIntoView({ block: 'center' });
  }, [focusedInvitation?.id]);
  return (
    <section className="team-section" aria-labelledby="team-incoming-title" data-testid="incoming-section">
      <h3 id="team-incoming-title" className="team-section-title">
        {t('team.incoming.title')}
      </h3>
      {focusId !== null && focusedInvitation?.state !== 'sent' ? (
        <p className="team-muted" role="status">
          {t('team.incoming.gone')}
        </p>
      ) : null}
      {invitations.length === 0 ? (
        <p className="team-muted">{t('team.incoming.none')}</p>
      ) : (
        <ul className="team-list" data-testid="incoming-invitations">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              ref={invitation.id === focusId ? focused : undefined}
              className={invitation.id === focusId ? 'team-list-row team-invitation-focus' : 'team-list-row'}
              data-testid={invitation.id === focusId ? 'focused-invitation' : undefined}
            >
              <span>{t('team.incoming.from', { name: invitation.inviter_name, team: invitation.team_name })}</span>
              {invitation.state === 'sent' && canAnswer ? (
                <span className="cpt-actions">
                  <ConfirmButton
                    className="btn btn-primary"
                    label={t('team.incoming.accept')}
                    confirmLabel={t('team.incoming.accept')}
                    title={t('team.incoming.accept')}
                    body={t('team.incoming.acceptConfirm', { team: invitation.team_name })}
                    onConfirm={() =>
                      actions.accept.mutate(invitation.team_id, {
                        onSuccess: () => notify.success(t('team.incoming.accepted', { team: invitation.team_name })),
                        onError: (error) => notify.error(errorText(error)),
                      })
                    }
                  />
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() =>
                      actions.decline.mutate(invitation.team_id, {
                        onSuccess: () => notify.success(t('team.incoming.declined')),
                        onError: (error) => notify.error(errorText(error)),
                      })
                    }
                  >
                    {t('team.incoming.decline')}
                  </button>
                </span>
              ) : (
                <span className={`team-state team-state-${invitation.state}`}>{t(`team.state.${invitation.state}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
