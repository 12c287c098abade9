import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutAnswer, Plan } from '@madang/contracts';
import { Failed, Loading } from '../../../ui/query-state.tsx';
import { useActionErrorText } from '../../../ui/use-form-errors.ts';
import { useCheckout } from '../api/subscription-api.ts';
import { OrderSummary } from './order-summary.tsx';
import { openProvider } from './open-provider.ts';

/**
 * Opens the order for `plan` once the page shows (the server finds the open one again on a reload), shows what it
 * will charge and sends the member to the provider. The button locks on the first press: a second press would
 * open the provider's window twice, and the order id is the same anyway.
 */
export function CheckoutPanel({ plan, secretToken }: { plan: Plan; secretToken?: string }) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const errorText = useActionErrorText();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const asked = useRef(false);
  const { mutate } = checkout;
  const open = useCallback(() => mutate(secretToken ? { plan_id: plan.id, secret_token: secretToken } : { plan_id: plan.id }), [mutate, plan.id, secretToken]);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    open();
  }, [open]);
  if (checkout.isError) return <Failed text={errorText(checkout.error)} onRetry={open} />;
  if (!checkout.data) return <Loading />;
  const order: CheckoutAnswer = checkout.data;
  const pay = () => {
    setPaying(true);
    setPayError(null);
    openProvider(order).catch((error: unknown) => {
      setPaying(false);
      setPayError(errorText(error));
    });
  };
  return (
    <div className="sub-checkout">
      <OrderSummary order={order} />
      {payError ? (
        <p className="form-error" role="alert">
          {payError}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary btn-block" disabled={paying} onClick={pay} data-testid="pay-button">
        {paying ? t('pay.order.paying') : t('pay.order.pay')}
      </button>
      <p className="muted sub-fineprint">{order.flow === 'billing' ? t('pay.order.billingNote') : t('pay.order.onceNote')}</p>
    </div>
  );
}
