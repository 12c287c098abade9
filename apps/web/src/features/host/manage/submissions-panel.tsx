import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { notify } from '../../../ui/toast.ts';
import { formatDate, formatScore } from '../../competitions/lib/format.ts';
import { Empty, Failed, Loading } from '../../competitions/parts/query-state.tsx';
import { useDisqualify, useHostSubmissions, type HostSubmission } from '../api/host-api.ts';

/** Every submission for review; one can be disqualified with a reason the team will read. */
export function SubmissionsPanel({ competitionId }: { competitionId: number }) {
  const { t, i18n } = useTranslation();
  const list = useHostSubmissions(competitionId);
  const [target, setTarget] = useState<HostSubmission | null>(null);
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Empty text={t('host.subs.empty')} />;
  return (
    <section className="cpt-panel host-section">
      <h2 className="cpt-section-title">{t('host.subs.title')}</h2>
      <div className="cpt-table-wrap">
        <table className="cpt-table">
          <caption className="sr-only">{t('host.subs.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('host.subs.team')}</th>
              <th scope="col" className="hide-narrow">{t('host.subs.file')}</th>
              <th scope="col">{t('host.subs.score')}</th>
              <th scope="col" className="hide-narrow">{t('host.subs.time')}</th>
              <th scope="col"><span className="sr-only">{t('host.subs.disqualify')}</span></th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((s) => {
              const reason = s.disqualified_reason ?? s.team_disqualified_reason;
              return (
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
                  <td className="hide-narrow nowrap">{formatDate(s.created_at, i18n.language, true)}</td>
                  <td>
                    {reason ? (
                      <span className="chip chip-quiet" title={reason}>{t('host.subs.disqualified')}</span>
                    ) : (
                      <button type="button" className="btn btn-outline btn-sm" onClick={() => setTarget(s)}>
                        {t('host.subs.disqualify')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {target ? <DisqualifyDialog competitionId={competitionId} submission={target} onDone={() => setTarget(null)} /> : null}
    </section>
  );
}

function DisqualifyDialog({ competitionId, submission, onDone }: { competitionId: number; submission: HostSubmission; onDone: () => void }) {
  const { t } = useTranslation();
  const disqualify = useDisqualify(competitionId);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disqualify.mutate(
      { submissionId: submission.id, reason },
      {
        onSuccess: () => {
          notify.success(t('host.subs.done'));
          onDone();
        },
      },
    );
  };
  return (
    <Modal open onOpenChange={(open) => !open && onDone()} title={t('host.subs.dialogTitle', { team: submission.team_name })}>
      <form className="host-stack" onSubmit={submit}>
        <Field
          label={t('host.subs.reason')}
          value={reason}
          maxLength={500}
          required
          onChange={(e) => setReason(e.target.value)}
          error={disqualify.isError ? (disqualify.error as { fields?: { detail: string }[] }).fields?.[0]?.detail ?? apiErrorText(disqualify.error, t) : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={!reason.trim() || disqualify.isPending}>
          {t('host.subs.disqualify')}
        </button>
      </form>
    </Modal>
  );
}
