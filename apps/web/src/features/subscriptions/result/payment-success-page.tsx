import '../subscriptions.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConfirmAnswer } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { formatDate } from '../../../lib/format/dates.ts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { useSession } from '../../session/use-session.ts';
import { useConfirmPayment } from '../api/subscription-api.ts';
import { planName, readConfirmQuery } from '../lib/plan-lib.ts';

function Confirmed({ answer }: { answer: ConfirmAnswer }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const { user } = useSession();
  const { status } = answer;
  const lecture = status.purchases.find((purchase) => purchase.kind === 'ranker_lecture' && purchase.project_id !== null);
  return (
    <div className="card sub-result" data-testid="payment-success">
      <h1 className="page-title">{t('pay.result.successTitle')}</h1>
      {status.plan && status.state !== 'none' ? (
        <p>
          {t('pay.result.subscribed', { plan: planName(status.plan, i18n.language), date: status.current_period_end ? formatDate(status.current_period_end, i18n.language) : '' })}
        </p>
      ) : (
        <p>{t('pay.result.purchased')}</p>
      )}
      <p className="muted sub-mono">{t('pay.result.orderId', { id: answer.order_id })}</p>
      <div className="sub-result-actions">
        <Link className="btn btn-primary" to={lp(lecture ? `/edu/${lecture.project_id}` : '/edu')}>
          {t('pay.result.startLearning')}
        </Link>
        {user ? (
          <Link className="btn btn-outline" to={lp(`/myprofile/${user.id}/payment-history`)}>
            {t('pay.result.history')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Every success page of the spec: the provider's redirect lands here with the payment's keys, and the page asks
 * the server to confirm once. The server checks the amount against its own order, so a changed address is refused.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { search } = useLocation();
  const request = readConfirmQuery(new URLSearchParams(search));
  const confirm = useConfirmPayment();
  const errorText = useActionErrorText();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current || !request) return;
    sent.current = true;
    mutate(request);
  }, [mutate, request]);
  return (
    <div className="container narrow page-pad sub-page">
      {!request ? (
        <div className="card sub-result" role="alert">
          <h1 className="page-title">{t('pay.result.badAddressTitle')}</h1>
          <p>{t('pay.result.badAddress')}</p>
          <Link className="btn btn-outline" to={lp('/edu/online')}>
            {t('pay.order.backToPlans')}
          </Link>
        </div>
      ) : confirm.data ? (
        <Confirmed answer={confirm.data} />
      ) : confirm.isError ? (
        <>
          <h1 className="page-title">{t('pay.result.confirmFailedTitle')}</h1>
          <Failed text={errorText(confirm.error)} onRetry={() => mutate(request)} />
        </>
      ) : (
        <>
          <h1 className="page-title">{t('pay.result.confirming')}</h1>
          <Loading />
        </>
      )}
    </div>
  );
}
