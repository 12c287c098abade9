import type { TeamInfo } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useErrorText } from '../../ui/use-error-text.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { useExitRequests, type TeamActions } from './team-api.ts';

/** Leaving: a member asks, the leader answers the open requests, or leaves and hands the team on. */
export function ExitPanel({ competitionId, team, actions }: { competitionId: number; team: TeamInfo; actions: TeamActions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const requests = useExitRequests(competitionId, team.is_leader);
  const open = (requests.data ?? []).filter((r) => r.state === 'requested');
  const done = (message: string) => ({ onSuccess: () => notify.success(message), onError: (error: unknown) => notify.error(errorText(error)) });
  if (!team.merge_open || team.members.length < 2) return null;

  return (
    <section className="team-section" aria-labelledby="team-exit-title">
      <h3 id="team-exit-title" className="team-section-title">
        {t('team.exit.title')}
      </h3>
      {team.is_leader ? (
        <>
          {open.length > 0 ? (
            <>
              <h4 className="team-subtitle">{t('team.exit.requestsTitle')}</h4>
              <ul className="team-list" data-testid="exit-requests">
                {open.map((request) => (
                  <li key={request.user_id} className="team-list-row">
                    <span>{request.name}</span>
                    <span className="cpt-actions">
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => actions.answerExit.mutate({ userId: request.user_id, accept: true }, done(t('team.exit.accepted')))}
                      >
                        {t('team.exit.accept')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost"
                        onClick={() => actions.answerExit.mutate({ userId: request.user_id, accept: false }, done(t('team.exit.rejected')))}
                      >
                        {t('team.exit.reject')}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ConfirmButton
            label={t('team.exit.leader')}
            confirmLabel={t('team.exit.leader')}
            title={t('team.exit.leader')}
            body={t('team.exit.leaderConfirm')}
            onConfirm={() => actions.leaderExit.mutate(undefined, done(t('team.exit.left')))}
          />
        </>
      ) : team.my_exit_request ? (
        <p className="team-muted" role="status">
          {t('team.exit.requested')}
        </p>
      ) : (
        <ConfirmButton
          label={t('team.exit.request')}
          confirmLabel={t('team.exit.request')}
          title={t('team.exit.request')}
          body={t('team.exit.requestConfirm')}
          onConfirm={() => actions.requestExit.mutate(undefined, done(t('team.exit.requested')))}
        />
      )}
    </section>
  );
}
