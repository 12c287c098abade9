import '../subscriptions.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentResultPaths, type Plan, type UserStatus } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { usePlans, useUserStatus } from '../api/subscription-api.ts';
import { subscriptionPlansInOrder } from '../lib/plan-lib.ts';
import { SubscriptionPanel } from '../member/subscription-panel.tsx';
import { PartnerLinkEntry } from '../partner/partner-link-entry.tsx';
import { PlanCard } from './plan-card.tsx';

/** What a plan's button does for this member: buy it, upgrade to it, or nothing (it is theirs already). */
function PlanAction({ plan, status }: { plan: Plan; status: UserStatus | undefined }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const subscribed = status !== undefined && status.state !== 'none' && status.state !== 'cancelled';
  if (subscribed && status.plan?.id === plan.id) {
    return <span className="chip chip-quiet">{t('pay.plan.current')}</span>;
  }
  if (subscribed && !(plan.kind === 'yearly' && status.upgradable)) return null;
  const label = subscribed ? t('pay.plan.upgrade') : t('pay.plan.choose');
  return (
    <Link className="btn btn-primary btn-block" to={lp(`${paymentResultPaths[plan.kind].pay}?plan=${plan.id}`)}>
      {label}
    </Link>
  );
}

/** /edu/online: the subscription plans side by side (the yearly one with its discount) and the member's own subscription. */
export default function PlanChoicePage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const { user } = useSession();
  const status = useUserStatus();
  const shown = subscriptionPlansInOrder(plans.data ?? []);
  return (
    <div className="container page-pad sub-page">
      <h1 className="page-title">{t('pay.plan.title')}</h1>
      <p className="muted sub-lead">{t('pay.plan.lead')}</p>
      {user && status.data && status.data.state !== 'none' ? <SubscriptionPanel status={status.data} /> : null}
      {plans.isPending ? <Loading /> : null}
      {plans.isError ? <Failed onRetry={() => void plans.refetch()} /> : null}
      {plans.data && shown.length === 0 ? <Empty text={t('pay.plan.none')} /> : null}
      {shown.length > 0 ? (
        <div className="sub-plans">
          {shown.map((plan) => (
            <PlanCard key={plan.id} plan={plan} featured={plan.kind === 'yearly'} action={<PlanAction plan={plan} status={status.data} />} />
          ))}
        </div>
      ) : null}
      {status.data?.subscription ? null : <PartnerLinkEntry />}
      <ul className="sub-notes muted">
        <li>{t('pay.plan.noteAccess')}</li>
        <li>{t('pay.plan.noteRenew')}</li>
        <li>{t('pay.plan.noteCancel')}</li>
      </ul>
    </div>
  );
}
