import '../subscriptions.css';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan, PlanKind } from '@madang/contracts';
import { openLoginPopup } from '../../../app/app-state.ts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { stripLocale } from '../../../lib/locale-path.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { useSession } from '../../session/use-session.ts';
import { usePlans, useSecretPlan } from '../api/subscription-api.ts';
import { choosePathOf, payKindOf, pickPlan, planIdOf, SECRET_LINK_PARAM } from '../lib/plan-lib.ts';
import { PlanCard } from '../plans/plan-card.tsx';
import { CheckoutPanel } from './checkout-panel.tsx';

/** Why a plan cannot be bought now, or null: an offline course that is full or has started. */
function closedReason(plan: Plan): 'soldOut' | 'started' | null {
  if (plan.seats_left !== null && plan.seats_left <= 0) return 'soldOut';
  if (plan.starts_at !== null && new Date(plan.starts_at).getTime() <= Date.now()) return 'started';
  return null;
}

function PlanCheckout({ plan, kind, secretToken }: { plan: Plan; kind: PlanKind; secretToken?: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const closed = closedReason(plan);
  const login = (
    <button type="button" className="btn btn-primary btn-block" onClick={() => openLoginPopup(1, `${pathname}${search}`)}>
      {t('pay.order.loginToPay')}
    </button>
  );
  return (
    <div className="sub-pay-grid">
      <PlanCard plan={plan} action={user || closed ? null : login} />
      {closed ? (
        <div className="card sub-closed">
          <p>{t(`pay.order.${closed}`)}</p>
          <Link className="btn btn-outline" to={lp(choosePathOf(kind))}>
            {t('pay.order.backToPlans')}
          </Link>
        </div>
      ) : user ? (
        <CheckoutPanel plan={plan} secretToken={secretToken} />
      ) : null}
    </div>
  );
}

function NotOnSale({ kind }: { kind: PlanKind }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="card sub-closed" role="alert">
      <p>{t('pay.order.notOnSale')}</p>
      <Link className="btn btn-outline" to={lp(choosePathOf(kind))}>
        {t('pay.order.backToPlans')}
      </Link>
    </div>
  );
}

function PublicPlanCheckout({ kind, planId }: { kind: PlanKind; planId: number | null }) {
  const plans = usePlans(kind);
  if (plans.isPending) return <Loading />;
  if (plans.isError) return <Failed onRetry={() => void plans.refetch()} />;
  const plan = pickPlan(plans.data, kind, planId);
  return plan ? <PlanCheckout plan={plan} kind={kind} /> : <NotOnSale kind={kind} />;
}

function SecretPlanCheckout({ token }: { token: string }) {
  const plan = useSecretPlan(token);
  const errorText = useActionErrorText();
  if (plan.isPending) return <Loading />;
  if (plan.isError) return <Failed text={errorText(plan.error)} onRetry={() => void plan.refetch()} />;
  return <PlanCheckout plan={plan.data} kind="secret" secretToken={token} />;
}

/**
 * Every pay page of the spec (`/edu/online/pay`, `pay-yearly`, `secret`, `/edu/offline/pay`, `/payment/3months/pay`,
 * `/payment/rankerLecture/pay`): the address names the kind of plan, `?plan=` the plan and `?link=` a secret link's token.
 */
export default function PayPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const kind = payKindOf(stripLocale(pathname)) ?? 'monthly';
  const query = new URLSearchParams(search);
  // Not `token`: the landing query takes `?token=` for a session token on any page (spec section 4).
  const token = query.get(SECRET_LINK_PARAM);
  return (
    <div className="container page-pad sub-page">
      <h1 className="page-title">{t(`pay.order.title.${kind}`)}</h1>
      {kind === 'secret' ? token ? <SecretPlanCheckout token={token} /> : <NotOnSale kind={kind} /> : <PublicPlanCheckout kind={kind} planId={planIdOf(query)} />}
    </div>
  );
}
