import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentResultPaths, type UserStatus } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { notify } from '../../../ui/toast.ts';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { useResumeSubscription } from '../api/subscription-api.ts';
import { planName } from '../lib/plan-lib.ts';
import { CancelDialog } from './cancel-dialog.tsx';

/**
 * The member's subscription as section 4 names its states, with what can be done in each: cancel (only what renews:
 * a 3-month or partner subscription simply ends), resume, upgrade.
 */
export function SubscriptionPanel({ status }: { status: UserStatus }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const [cancelling, setCancelling] = useState(false);
  const resume = useResumeSubscription();
  const errorText = useActionErrorText();
  const locale = i18n.language;
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '');
  const renewsAsOther = status.renews_as !== null && status.plan !== null && status.renews_as.id !== status.plan.id;
  return (
    <section className="card sub-panel" aria-labelledby="sub-panel-title" data-testid="subscription-panel">
      <div className="sub-panel-head">
        <h2 id="sub-panel-title" className="sub-panel-title">
          {status.plan ? planName(status.plan, locale) : t('pay.status.partner')}
        </h2>
        <span className={`chip sub-state sub-state-${status.state}`} data-testid="subscription-state">
          {t(`pay.status.states.${status.state}`)}
        </span>
      </div>
      {status.current_period_end ? (
        <p>{t(status.state === 'expiring' || status.state === 'cancelled' ? 'pay.status.endsOn' : 'pay.status.paidThrough', { date: date(status.current_period_end) })}</p>
      ) : null}
      {renewsAsOther && status.renews_as ? <p>{t('pay.status.renewsAs', { plan: planName(status.renews_as, locale) })}</p> : null}
      {status.state === 'renewing' && status.next_charge_at ? (
        <p className="form-error">{t('pay.status.retrying', { date: date(status.next_charge_at), count: status.failed_charges })}</p>
      ) : null}
      <div className="sub-panel-actions">
        {status.upgradable ? (
          <Link className="btn btn-primary btn-sm" to={lp(paymentResultPaths.yearly.pay)}>
            {t('pay.status.upgrade')}
          </Link>
        ) : null}
        {status.state === 'expiring' ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={resume.isPending}
            onClick={() => resume.mutate(undefined, { onSuccess: () => notify.success(t('pay.status.resumed')), onError: (error) => notify.error(errorText(error)) })}
          >
            {t('pay.status.resume')}
          </button>
        ) : null}
        {(status.state === 'active' || status.state === 'renewing') && status.renews_as !== null ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setCancelling(true)}>
            {t('pay.status.cancel')}
          </button>
        ) : null}
      </div>
      <CancelDialog open={cancelling} onClose={() => setCancelling(false)} periodEnd={status.current_period_end} />
    </section>
  );
}
