import '../../../styles/console.css';
import '../host.css';
import './payments-console.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon } from '../../../lib/format/money.ts';
import type { HostPlan } from '@madang/contracts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { HostSectionBar } from '../nav/host-section-bar.tsx';
import { useHostPlans } from './api/payments-console-api.ts';
import { PlanForm } from './plan-form.tsx';

function PlanRow({ plan, onEdit }: { plan: HostPlan; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const price = formatWon(plan.price, i18n.language, true);
  // `?link=`, as the pay page reads it: `?token=` would be taken for a session token by the landing query.
  const secretLink = plan.secret_token ? `${window.location.origin}/edu/online/secret?link=${plan.secret_token}` : null;
  return (
    <li className="pay-console-row" data-testid="host-plan-row">
      <span className="chip">{t(`pay.kinds.${plan.kind}`)}</span>
      <span className="pay-console-main">
        <strong>{i18n.language === 'en' ? plan.name_en : plan.name_ko}</strong>
        <span className="muted">
          {t('pay.console.priceLine', { price })}
          {plan.discount_percent > 0 ? ` · ${t('pay.plan.discount', { percent: plan.discount_percent })}` : ''}
          {plan.seats !== null ? ` · ${t('pay.offline.seats', { left: plan.seats_left ?? 0, seats: plan.seats })}` : ''} · {t(`pay.console.visibilities.${plan.visibility}`)} ·{' '}
          {t('pay.console.sold', { count: plan.sold })}
        </span>
        {secretLink ? <code className="pay-console-link">{secretLink}</code> : null}
      </span>
      <button type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
        {t('pay.console.edit')}
      </button>
    </li>
  );
}

/** /host/plans (admins): every plan, new plans, and changes to one. */
export default function PlansPage() {
  const { t } = useTranslation();
  const plans = useHostPlans();
  const [editing, setEditing] = useState<HostPlan | 'new' | null>(null);
  return (
    <div className="container page-pad host-page">
      <HostSectionBar />
      <div className="host-head">
        <h1 className="page-title">{t('pay.console.plansTitle')}</h1>
        {editing === null ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
            {t('pay.console.newPlan')}
          </button>
        ) : null}
      </div>
      {editing !== null ? <PlanForm key={editing === 'new' ? 'new' : editing.id} plan={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {plans.isPending ? <Loading /> : null}
      {plans.isError ? <Failed onRetry={() => void plans.refetch()} /> : null}
      {plans.data?.length === 0 ? <Empty text={t('pay.console.noPlans')} /> : null}
      {plans.data && plans.data.length > 0 ? (
        <ul className="pay-console-list" aria-label={t('pay.console.plansTitle')}>
          {plans.data.map((plan) => (
            <PlanRow key={plan.id} plan={plan} onEdit={() => setEditing(plan)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
