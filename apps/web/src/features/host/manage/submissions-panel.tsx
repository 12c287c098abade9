import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { notify } from '../../../ui/toast.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { formatScore } from '../../../lib/format/score.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useDisqualify, useDisqualifyTeam, useHostSubmissions, useReinstate, type HostSubmission } from '../api/host-api.ts';

/** Whom a disqualification is for: one submission, or its whole team. */
type Target = { kind: 'submission' | 'team'; submission: HostSubmission };

/**
 * Every submission for review. A submission or its whole team can be disqualified with a reason the
 * team reads, and either can be taken back; the boards follow at once.
 */
export function SubmissionsPanel({ competitionId, closed }: { competitionId: number; closed: boolean }) {
  const { t, i18n } = useTranslation();
  const list = useHostSubmissions(competitionId);
  const reinstate = useReinstate(competitionId);
  const [target, setTarget] = useState<Target | null>(null);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Empty text={t('host.subs.empty')} />;
  const undo = (input: { submissionId: number } | { teamId: number }, done: string) =>
    reinstate.mutate(input, { onSuccess: () => notify.success(done), onError: (e) => notify.error(apiErrorText(e, t)) });
  return (
    <section className="cpt-panel host-section">
      <h2 className="cpt-section-title">{t('host.subs.title')}</h2>
      {closed ? <p className="cell-sub">{t('host.subs.closedNote')}</p> : null}
      <div className="cpt-table-wrap">
        <table className="cpt-table">
          <caption className="sr-only">{t('host.subs.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('host.subs.team')}</th>
              <th scope="col" className="hide-narrow">
                {t('host.subs.file')}
              </th>
              <th scope="col">{t('host.subs.score')}</th>
              <th scope="col" className="hide-narrow">
                {t('host.subs.time')}
              </th>
              <th scope="col">{t('host.subs.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => (
              <tr key={s.id} data-testid="host-submission">
                <td>
                  {s.team_name}
                  <span className="cell-sub">{s.user_name}</span>
                </td>
                <td className="hide-narrow mono">{s.file_name}</td>
                <td>
                  {formatScore(s.public_score)}
                  <span className="cell-sub">{t(`host.subs.status.${s.status}`, { defaultValue: s.status })}</span>
                </td>
                <td className="hide-narrow nowrap">{formatDate(s.created_at, i18n.language, { withTime: true })}</td>
                <td>
                  <div className="host-row-actions">
                    {s.team_disqualified_reason ? (
                      <>
                        <span className="chip chip-quiet" title={s.team_disqualified_reason}>
                          {t('host.subs.teamDisqualified')}
                        </span>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          disabled={closed || reinstate.isPending}
                          onClick={() => undo({ teamId: s.team_id }, t('host.subs.teamReinstated', { team: s.team_name }))}
                        >
                          {t('host.subs.reinstateTeam')}
                        </button>
                      </>
                    ) : (
                      <button type="button" className="btn btn-outline btn-sm" disabled={closed} onClick={() => setTarget({ kind: 'team', submission: s })}>
                        {t('host.subs.disqualifyTeam')}
                      </button>
                    )}
                    {s.disqualified_reason ? (
                      <>
                        <span className="chip chip-quiet" title={s.disqualified_reason}>
                          {t('host.subs.disqualified')}
                        </span>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          disabled={closed || reinstate.isPending}
                          onClick={() => undo({ submissionId: s.id }, t('host.subs.reinstated'))}
                        >
                          {t('host.subs.reinstate')}
                        </button>
                      </>
                    ) : s.team_disqualified_reason ? null : (
                      <button type="button" className="btn btn-outline btn-sm" disabled={closed} onClick={() => setTarget({ kind: 'submission', submission: s })}>
                        {t('host.subs.disqualify')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {target ? <DisqualifyDialog competitionId={competitionId} target={target} onDone={() => setTarget(null)} /> : null}
    </section>
  );
}

function DisqualifyDialog({ competitionId, target, onDone }: { competitionId: number; target: Target; onDone: () => void }) {
  const { t } = useTranslation();
  const submission = useDisqualify(competitionId);
  const team = useDisqualifyTeam(competitionId);
  const action = target.kind === 'team' ? team : submission;
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = () => {
      notify.success(t(target.kind === 'team' ? 'host.subs.teamDone' : 'host.subs.done', { team: target.submission.team_name }));
      onDone();
    };
    if (target.kind === 'team') team.mutate({ teamId: target.submission.team_id, reason }, { onSuccess });
    else submission.mutate({ submissionId: target.submission.id, reason }, { onSuccess });
  };
  const error = action.isError ? (isApiError(action.error) && action.error.fields[0]?.detail) || apiErrorText(action.error, t) : undefined;
  const title = target.kind === 'team' ? t('host.subs.teamDialogTitle', { team: target.submission.team_name }) : t('host.subs.dialogTitle', { team: target.submission.team_name });
  return (
    <Modal open onOpenChange={(open) => !open && onDone()} title={title}>
      <form className="host-stack" onSubmit={submit}>
        {target.kind === 'team' ? <p className="cell-sub">{t('host.subs.teamLead')}</p> : null}
        <Field label={t('host.subs.reason')} value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} error={error || undefined} />
        <button type="submit" className="btn btn-primary" disabled={!reason.trim() || action.isPending}>
          {target.kind === 'team' ? t('host.subs.disqualifyTeam') : t('host.subs.disqualify')}
        </button>
      </form>
    </Modal>
  );
}
