import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { Field } from '../../../ui/field.tsx';
import { notify } from '../../../ui/toast.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatScheduleDate } from '../../../lib/format/dates.ts';
import { exportHref, useCloseCompetition, useExtendDeadline, useRescoreProgress, useStartRescore, type HostCompetition } from '../api/host-api.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';
import { isApiError } from '../../../lib/api/api-error.ts';

/** Running a published competition: a later deadline, a re-score after a truth change, the close and the exports. */
export function RunPanel({ competition }: { competition: HostCompetition }) {
  const { t, i18n } = useTranslation();
  const id = competition.id;
  const closed = competition.form.status === 'closed';
  const extend = useExtendDeadline(id);
  const [endsAt, setEndsAt] = useState(toLocalInput(competition.form.ends_at));
  const rescore = useStartRescore(id);
  const progress = useRescoreProgress(id);
  const close = useCloseCompetition(id);
  const [confirming, setConfirming] = useState(false);
  const fail = (error: unknown) => notify.error(apiErrorText(error, t));

  const submitExtend = (event: FormEvent) => {
    event.preventDefault();
    const iso = fromLocalInput(endsAt);
    if (iso) extend.mutate(iso, { onSuccess: () => notify.success(t('host.run.extended')) });
  };
  const p = progress.data;
  const share = p && p.total > 0 ? (p.done + p.failed) / p.total : 0;

  return (
    <div className="host-stack">
      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.run.extendTitle')}</h2>
        <p className="cell-sub">{t('host.run.currentEnd', { date: formatScheduleDate(competition.form.ends_at, i18n.language, true) })}</p>
        <form className="host-inline" onSubmit={submitExtend}>
          <Field
            type="datetime-local"
            label={t('host.run.newEnd')}
            hint={t('host.form.kst')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            disabled={closed}
            error={extend.isError ? (isApiError(extend.error) && extend.error.fields[0]?.detail) || apiErrorText(extend.error, t) : undefined}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={closed || extend.isPending}>
            {t('host.run.extend')}
          </button>
        </form>
      </section>

      <section className="cpt-panel host-section" data-testid="rescore">
        <h2 className="cpt-section-title">{t('host.run.rescoreTitle')}</h2>
        <p className="cell-sub">{t('host.run.rescoreLead')}</p>
        {p && p.total > 0 ? (
          <div className="cpt-progress">
            <div className="cpt-progress-head">
              <span>{p.running ? t('host.run.rescoring') : t('host.run.rescoreDone')}</span>
              <span>{t('host.run.rescoreCount', { done: p.done, failed: p.failed, total: p.total })}</span>
            </div>
            <progress className="period-progress" max={1} value={share} aria-label={t('host.run.rescoreTitle')} />
          </div>
        ) : null}
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={closed || rescore.isPending || p?.running}
          onClick={() => rescore.mutate(undefined, { onSuccess: () => void progress.refetch(), onError: fail })}
        >
          {t('host.run.rescore')}
        </button>
      </section>

      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.run.closeTitle')}</h2>
        <p className="cell-sub">
          {closed ? t('host.run.closedAt', { date: formatScheduleDate(competition.closed_at ?? competition.form.ends_at, i18n.language, true) }) : t('host.run.closeLead')}
        </p>
        {!closed ? (
          <button type="button" className="btn btn-primary btn-sm" disabled={close.isPending || p?.running} onClick={() => setConfirming(true)}>
            {t('host.run.close')}
          </button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={t('host.run.closeTitle')}
          body={new Date(competition.form.ends_at).getTime() > Date.now() ? t('host.run.closeEarlyConfirm') : t('host.run.closeConfirm')}
          confirmLabel={t('host.run.close')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            close.mutate(undefined, { onSuccess: () => notify.success(t('host.run.closed')), onError: fail });
          }}
        />
      </section>

      <section className="cpt-panel host-section">
        <h2 className="cpt-section-title">{t('host.run.exportTitle')}</h2>
        <div className="host-inline">
          <a className="btn btn-outline btn-sm" href={exportHref(id, 'public')} download>
            {t('host.run.exportPublic')}
          </a>
          <a className="btn btn-outline btn-sm" href={exportHref(id, 'private')} download>
            {t('host.run.exportPrivate')}
          </a>
        </div>
      </section>
    </div>
  );
}
