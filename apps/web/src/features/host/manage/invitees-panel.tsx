import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { notify } from '../../../ui/toast.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useAddInvitees, useInvitees, useRemoveInvitee, type HostCompetition } from '../api/host-api.ts';
import { readPastedEmails } from '../lib/invite-list.ts';

/** The invite list: who may see and join an invite-only competition. Everyone else gets "not found". */
export function InviteesPanel({ competition }: { competition: HostCompetition }) {
  const { t } = useTranslation();
  const list = useInvitees(competition.id);
  const remove = useRemoveInvitee(competition.id);
  return (
    <div className="host-stack">
      {competition.form.access !== 'invited' ? <p className="cpt-callout">{t('host.invitees.publicNote')}</p> : null}
      <AddInvitees competitionId={competition.id} />
      <section className="cpt-panel host-section" data-testid="invitee-list">
        <h2 className="cpt-section-title">{t('host.invitees.listTitle', { count: list.data?.length ?? 0 })}</h2>
        {list.isPending ? <Loading /> : null}
        {list.isError ? <Failed onRetry={() => void list.refetch()} /> : null}
        {list.data?.length === 0 ? <Empty text={t('host.invitees.empty')} /> : null}
        {list.data?.length ? (
          <ul className="host-invitees">
            {list.data.map((invitee) => (
              <li key={invitee.user_id}>
                <span>
                  <strong>{invitee.name}</strong> <span className="cell-sub mono">{invitee.email}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={remove.isPending}
                  aria-label={t('host.invitees.removeOne', { name: invitee.name })}
                  onClick={() =>
                    remove.mutate(invitee.user_id, {
                      onSuccess: () => notify.success(t('host.invitees.removed', { name: invitee.name })),
                      onError: (e) => notify.error(apiErrorText(e, t)),
                    })
                  }
                >
                  {t('host.invitees.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function AddInvitees({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddInvitees(competitionId);
  const [text, setText] = useState('');
  const pasted = readPastedEmails(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(text, {
      onSuccess: (result) => {
        notify.success(t('host.invitees.added', { added: result.added, already: result.already }));
        setText('');
      },
    });
  };
  return (
    <form className="cpt-panel host-section" onSubmit={submit}>
      <h2 className="cpt-section-title">{t('host.invitees.addTitle')}</h2>
      <p className="cell-sub">{t('host.invitees.lead')}</p>
      <div className="field">
        <label htmlFor={id}>{t('host.invitees.emails')}</label>
        <textarea id={id} rows={5} value={text} onChange={(e) => setText(e.target.value)} placeholder="kim@example.com, lee@example.com" aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="field-hint">
          {pasted.malformed.length ? t('host.invitees.malformed', { emails: pasted.malformed.join(', ') }) : t('host.invitees.count', { count: pasted.emails.length })}
        </p>
        {add.isError ? (
          <p className="field-error" role="alert">
            {apiErrorText(add.error, t)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={pasted.emails.length === 0 || pasted.malformed.length > 0 || add.isPending}>
        {t('host.invitees.add')}
      </button>
    </form>
  );
}
