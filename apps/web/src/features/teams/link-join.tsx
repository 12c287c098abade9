import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { useErrorText } from '../../ui/use-error-text.ts';
import { useInviteLinkPreview, type TeamActions } from './team-api.ts';

/** Opened from a shared invite link (`?invite=`): shows the team and joins it on request. */
export function LinkJoin({ myTeamId, actions }: { myTeamId: number; actions: TeamActions }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const token = params.get('invite');
  const preview = useInviteLinkPreview(token);
  if (!token) return null;
  const clear = () =>
    setParams(
      (current) => {
        current.delete('invite');
        return current;
      },
      { replace: true },
    );
  if (preview.isPending) return null;
  if (preview.isError || !preview.data.open) {
    return (
      <div className="cpt-callout cpt-callout-warn" role="alert">
        {t('team.link.expired')}
      </div>
    );
  }
  const { team } = preview.data;
  if (team.team_id === myTeamId) return null;
  return (
    <div className="cpt-callout" data-testid="invite-link-join">
      <strong>{t('team.link.joinTitle')}</strong>
      <p>{t('team.link.joinBody', { leader: team.leader_name, team: team.team_name, count: team.members.length })}</p>
      <div className="cpt-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={actions.joinByLink.isPending}
          onClick={() =>
            actions.joinByLink.mutate(token, {
              onSuccess: () => {
                notify.success(t('team.link.joined', { team: team.team_name }));
                clear();
              },
              onError: (error) => notify.error(errorText(error)),
            })
          }
        >
          {t('team.link.join')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={clear}>
          {t('team.cancel')}
        </button>
      </div>
    </div>
  );
}
